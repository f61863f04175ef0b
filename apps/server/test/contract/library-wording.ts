/**
 * The English of the validation libraries (zod 4's en locale, zod 3's, ajv's and Fastify's own
 * validation and body messages): none of it may reach a user. Checked against messages the
 * libraries really produce in library-wording.test.ts, so a wording they change is noticed.
 */
export const LIBRARY_WORDING: readonly RegExp[] = [
  // zod 4 (v4/locales/en.js)
  /\bInvalid input\b/,
  /\bexpected \S+, received \S+/i,
  /\bInvalid option\b/,
  /\bToo (big|small): expected\b/,
  /\bInvalid (string|number|discriminator value|key in|value in|element in)\b/,
  /\bInvalid (email address|URL|ISO datetime|ISO date|ISO time|UUID|GUID|JWT|base64)/,
  /\bUnrecognized keys?:/,
  /more than one option matched/,
  // zod 3
  /^Required$/,
  /\bString must contain\b/,
  /\bNumber must be (greater|less)\b/,
  /\bArray must contain\b/,
  /\bInvalid enum value\b/,
  /\bExpected \S+, received \S+/,
  // ajv (as Fastify's default validator words it: "body/name must be string")
  /must have required property/,
  /must be (string|number|integer|boolean|object|array|null)\b/,
  /must be equal to (one of the allowed values|constant)/,
  /must match (pattern|format|exactly one schema|a schema in anyOf|"then"|"else")/,
  /must NOT (have|be|match|contain|pass)\b/,
  /must be (<|>|<=|>=) \d/,
  /must be multiple of\b/,
  /must pass ".*" keyword validation/,
  /must have property\b/,
  /property name must be valid/,
  /^(body|querystring|params|headers)(\/\S*)? /,
  // Fastify's own answers about bodies and methods
  /must provide a '?Content-Type'? header/,
  /Body cannot be empty when content-type/,
  /Unsupported Media Type: /,
  // JSON.parse
  /\bUnexpected (token|end of JSON)\b/,
];

/** The patterns of the library wording a message has; empty when it is the product's own. */
export const libraryWordingIn = (message: string): string[] => LIBRARY_WORDING.filter((pattern) => pattern.test(message)).map(String);
