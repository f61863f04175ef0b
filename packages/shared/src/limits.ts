/**
 * Size limits on every field, in characters: Unicode code points, as JSON Schema's maxLength
 * counts them (an emoji is one), not UTF-16 code units. The server refuses anything past them
 * with a 400 naming the field; a request body past its route's byte limit is a 413.
 */
export const LIMITS = {
  userName: 100,
  email: 254,
  /** OneRoster's `identifier` of a user (a student number): single sign-on matches people by it. */
  rosterIdentifier: 256,
  passwordMin: 6,
  /** argon2 hashing time grows with input; cap it so a login cannot be used to burn CPU. */
  passwordMax: 200,
  className: 120,
  classDescription: 2_000,
  url: 2_048,
  topicName: 120,
  title: 200,
  /** Rich HTML of a material or an assignment description (inline images make it large). */
  richText: 1_000_000,
  /**
   * Elements open inside one another in rich text. Quill writes a handful of levels (a list item,
   * a link, a few inline formats); the HTML parser's cost grows with depth, so deeper content is
   * refused before the sanitiser works on it (apps/server/src/lib/html-nesting.ts measures it).
   */
  richTextDepth: 64,
  comment: 5_000,
  /** Ids are opaque; anything longer than this cannot be one of ours. */
  id: 64,
  /** Most ids one member call may carry. */
  idsPerCall: 500,
  /** An ISO-8601 date-time such as a due date (24 as the API writes them; a fraction of a second may be longer). */
  dateTime: 40,
  /** Files and links on one material or assignment. */
  attachments: 20,
  /** A link's display name. */
  linkName: 200,
  /** An uploaded file's display name, in characters (longer names are shortened, keeping the extension). */
  fileName: 255,
} as const;

/** MAX_UPLOAD_MB when unset: the cap on one uploaded file. */
export const UPLOAD_MB_DEFAULT = 25;

/** How long the signed URLs of an attachment work (files/download-urls.ts). */
export const DOWNLOAD_URL_TTL_SECONDS = 60 * 60;

/**
 * Whole request body limit in bytes; bigger bodies get a 413. A route whose fields can add up to
 * more (rich text) gets a higher limit of its own, worked out from its schema by the server, so
 * the longest fields the document allows always fit.
 */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * The most bytes one character of a string can take in a JSON body: a character beyond the BMP
 * written as two \uXXXX escapes. Route body limits fit every field at its limit written so.
 */
export const MAX_JSON_BYTES_PER_CHAR = 12;

/** Spec section 9. */
export const DASHBOARD_CLASSES = 3;
export const DASHBOARD_ASSIGNMENTS = 3;
export const DUE_SOON_DAYS = 3;
export const CLASS_UPDATE_REDIRECT_MS = 1_500;
export const FALLBACK_USERS_WARNING_BELOW = 6;
export const TOAST_DURATION_MS = 4_000;
export const TOAST_VISIBLE_MAX = 3;

/** Paged lists (all assignments, all materials). */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

/** The Classwork tab's page of items when the request names no limit (GET /api/classes/{id}/classwork). */
export const CLASSWORK_PAGE_DEFAULT = 100;
