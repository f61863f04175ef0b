import { defineMessages } from './i18n';

/**
 * The two validation messages people meet most (a field left empty, a text too long), answered in
 * the caller's language (plugins/errors.ts); their English is zod-messages.ts's, which stays the
 * answer in English. {field} is the field's name in the API (title, name...), never translated.
 */
export const VALIDATION_ERRORS = defineMessages({
  required: { id: 'server.error.validation.required', defaultMessage: '{field} is required', description: "API error: a field left empty; {field} is the field's name in the API (e.g. title), keep it as is" },
  tooLong: {
    id: 'server.error.validation.tooLong',
    defaultMessage: '{field} must be at most {max, plural, one {# character} other {# characters}} long',
    description: "API error: a text too long (some schemas say it without \"long\"); {field} is the field's name in the API, {max} the most characters it takes",
  },
});
