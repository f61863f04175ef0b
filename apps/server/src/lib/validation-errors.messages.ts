import { defineMessages } from './i18n';

/**
 * Validation messages (a request's field that does not fit its schema), answered in the caller's
 * language (lib/validation-issue-text.ts). Their English is the product's (packages/shared/src/
 * zod-messages.ts) or a schema's own, which stays the answer in English. {field} is the field's
 * name in the API (title, name, preferences.0.kind), never translated; {values}, {keys} and
 * {value} are the API's own words, quoted as the API writes them.
 */
export const VALIDATION_ERRORS = defineMessages({
  required: { id: 'server.error.validation.required', defaultMessage: '{field} is required', description: "API error: a field left empty; {field} is the field's name in the API (e.g. title), keep it as is" },
  tooLong: {
    id: 'server.error.validation.tooLong',
    defaultMessage: '{field} must be at most {max, plural, one {# character} other {# characters}} long',
    description: "API error: a text too long (some schemas say it without \"long\"); {field} is the field's name in the API, {max} the most characters it takes",
  },
  bodyNotObject: { id: 'server.error.validation.bodyNotObject', defaultMessage: 'Request body must be a JSON object', description: 'API error for programs calling the API: what was sent is not a JSON object; keep "JSON"' },
  mustBeKind: {
    id: 'server.error.validation.mustBeKind',
    defaultMessage:
      '{field} must be {kind, select, string {text} number {a number} int {a whole number} bigint {a whole number} boolean {true or false} array {a list} tuple {a list} object {an object} record {an object} map {an object} date {a date} null {null} literal {a fixed value} other {{kind}}}',
    description: "API error: a field holds a value of the wrong kind; {field} is the field's name in the API; {kind} the kind it must be (each translated; keep null as is)",
  },
  mustBeString: { id: 'server.error.validation.mustBeString', defaultMessage: '{field} must be a string', description: "API error: a field must be text; {field} is the field's name in the API" },
  mustBeValue: { id: 'server.error.validation.mustBeValue', defaultMessage: '{field} must be {value}', description: "API error: a field must hold exactly {value} (the API's own word, quoted)" },
  mustBeOneOf: { id: 'server.error.validation.mustBeOneOf', defaultMessage: '{field} must be one of {values}', description: "API error: a field must hold one of {values}, the API's own words listed with commas" },
  mustBeEither: { id: 'server.error.validation.mustBeEither', defaultMessage: "{field} must be ''{first}'' or ''{second}''", description: "API error: a field must hold one of two words of the API ({first}, {second}), quoted as they are" },
  textLength: {
    id: 'server.error.validation.textLength',
    defaultMessage:
      '{field} must be {comparison, select, exactly {exactly} atMost {at most} lessThan {less than} atLeast {at least} other {more than}} {bound, plural, one {# character} other {# characters}} long',
    description: "API error: a text too long or too short; {field} is the field's name in the API, {bound} the number of characters",
  },
  listLength: {
    id: 'server.error.validation.listLength',
    defaultMessage: '{field} must have {comparison, select, exactly {exactly} atMost {at most} lessThan {less than} atLeast {at least} other {more than}} {bound, plural, one {# item} other {# items}}',
    description: "API error: a list with too many or too few entries; {field} is the field's name in the API, {bound} the number of entries",
  },
  fileSize: {
    id: 'server.error.validation.fileSize',
    defaultMessage: '{field} must be {comparison, select, exactly {exactly} atMost {at most} lessThan {less than} atLeast {at least} other {more than}} {bound} bytes',
    description: "API error: a file too large or too small; {field} is the field's name in the API, {bound} a number of bytes",
  },
  numberBound: {
    id: 'server.error.validation.numberBound',
    defaultMessage: '{field} must be {comparison, select, exactly {exactly} atMost {at most} lessThan {less than} atLeast {at least} other {more than}} {bound}',
    description: "API error: a number too large or too small; {field} is the field's name in the API, {bound} the bound",
  },
  notAccepted: { id: 'server.error.validation.notAccepted', defaultMessage: '{field} is not in an accepted form', description: "API error: a text that does not have the shape the field takes; {field} is the field's name in the API" },
  mustBeFormat: {
    id: 'server.error.validation.mustBeFormat',
    defaultMessage:
      '{field} must be {format, select, email {a valid email address} url {a URL} datetime {an ISO date-time with a time zone} date {a date (YYYY-MM-DD)} time {a time (HH:MM:SS)} uuid {an id} uuidv4 {an id} guid {an id} jwt {a token} base64 {base64 text} base64url {base64url text} other {in the {format} format}}',
    description: "API error: a text not in the format the field takes; {field} is the field's name in the API; keep YYYY-MM-DD, HH:MM:SS, ISO, URL, base64 as they are",
  },
  multipleOf: { id: 'server.error.validation.multipleOf', defaultMessage: '{field} must be a multiple of {divisor}', description: "API error: a number that must be a multiple of {divisor}; {field} is the field's name in the API" },
  unknownFields: {
    id: 'server.error.validation.unknownFields',
    defaultMessage: '{field} has {count, plural, one {a field} other {fields}} it does not take: {keys}',
    description: "API error for programs calling the API: an object with fields it does not take, {keys} their names (keep as they are)",
  },
  unknownKey: { id: 'server.error.validation.unknownKey', defaultMessage: '{field} has a key it does not take', description: "API error: an object with a key it does not take; {field} is the field's name in the API" },
  unknownEntry: { id: 'server.error.validation.unknownEntry', defaultMessage: '{field} has an entry it does not take', description: "API error: a list or object with an entry it does not take; {field} is the field's name in the API" },
  noForm: { id: 'server.error.validation.noForm', defaultMessage: '{field} is not one of the forms it takes', description: "API error: a value that matches none of the shapes the field takes; {field} is the field's name in the API" },
  notValid: { id: 'server.error.validation.notValid', defaultMessage: '{field} is not valid', description: "API error: a value the field does not take; {field} is the field's name in the API" },
  listedTwice: { id: 'server.error.validation.listedTwice', defaultMessage: '{field} lists {value} more than once', description: "API error: a list naming the same entry twice; {field} is the field's name in the API, {value} the entry (an id)" },
  httpUrl: { id: 'server.error.validation.httpUrl', defaultMessage: '{field} must be an http(s) URL', description: 'API error: a link that is not a web address; keep http(s) and URL' },
  httpUrlClean: {
    id: 'server.error.validation.httpUrlClean',
    defaultMessage: '{field} must be an http(s) URL without spaces or control characters',
    description: 'API error: a web address with a space or an invisible character in it; keep http(s) and URL',
  },
  meetingLinkRequired: { id: 'server.error.validation.meetingLinkRequired', defaultMessage: '{field} is required: an http(s) URL, or "" or null for none', description: 'API error: a class\'s meeting link is missing; keep http(s), URL, "" and null' },
  meetingLinkShape: { id: 'server.error.validation.meetingLinkShape', defaultMessage: '{field} must be an http(s) URL, or "" or null for none', description: 'API error: a class\'s meeting link is not a link; keep http(s), URL, "" and null' },
  dateTime: { id: 'server.error.validation.dateTime', defaultMessage: '{field} must be an ISO date-time with a time zone', description: 'API error: a date and time not in the ISO form with a time zone (2031-01-01T10:00:00Z); keep ISO' },
  yearRange: { id: 'server.error.validation.yearRange', defaultMessage: '{field} must fall between the years 1900 and 9999', description: 'API error: a due date before the year 1900 or after 9999' },
  wholeNumber: { id: 'server.error.validation.wholeNumber', defaultMessage: '{field} must be a whole number', description: "API error: a number with a fraction where a whole one is needed; {field} is the field's name in the API" },
  wholeNumberFromZero: { id: 'server.error.validation.wholeNumberFromZero', defaultMessage: '{field} must be a whole number, 0 or more', description: "API error: a number that must be whole and not negative; {field} is the field's name in the API" },
  timeZone: { id: 'server.error.validation.timeZone', defaultMessage: '{field} must be an IANA time zone, such as Europe/Madrid', description: 'API error: an unknown time zone; keep IANA and Europe/Madrid' },
  className: { id: 'server.error.validation.className', defaultMessage: "{field} is required: the class's exact name", description: "API error when archiving or deleting a class without typing its name to confirm; {field} is the field's name in the API" },
  oneId: { id: 'server.error.validation.oneId', defaultMessage: '{field} must list at least one id', description: "API error: a list of people (teachers, students) that is empty; {field} is the field's name in the API" },
  oneUser: { id: 'server.error.validation.oneUser', defaultMessage: '{field} must list at least one user', description: "API error: a list of users that is empty; {field} is the field's name in the API" },
  oneKind: { id: 'server.error.validation.oneKind', defaultMessage: '{field} must name at least one kind', description: "API error: notification preferences that name no kind of notification; {field} is the field's name in the API" },
  kindOnce: { id: 'server.error.validation.kindOnce', defaultMessage: '{field} must name each kind at most once', description: "API error: notification preferences that name a kind of notification twice; {field} is the field's name in the API" },
  claimName: { id: 'server.error.validation.claimName', defaultMessage: '{field} must be a claim name such as employee_id', description: "API error in single sign-on's set-up: a claim name with characters a claim's name has not; keep employee_id" },
  noNul: {
    id: 'server.error.validation.noNul',
    defaultMessage: '{field}: must not contain NUL characters',
    description: "API error: text holding a NUL character (input-guard.ts); {field} is the field's name in the API, or 'request' for the whole body",
  },
  notUnicode: {
    id: 'server.error.validation.notUnicode',
    defaultMessage: '{field}: must be valid Unicode text',
    description: "API error: text holding half of a surrogate pair (input-guard.ts); {field} is the field's name in the API, or 'request' for the whole body",
  },
});
