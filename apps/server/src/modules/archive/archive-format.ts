/**
 * The school archive (docs/export.md describes it for people): one zip holding
 *
 *   lyceum-archive.json      what this is: format, version, the schema it came from, each table's columns and rows
 *   oneroster.zip            the rosters as a OneRoster 1.2 CSV bundle, for a student information system
 *                            or the Import screen of any Lyceum
 *   data/<table>.jsonl       every row of each table, one JSON object per line, in the order of TABLES
 *   files/<id>               each uploaded file's bytes, after data/files.jsonl
 *
 * Only columns that are data travel. Columns and tables the database keeps itself by triggers (the
 * class and topic counters of migration 0004, SQLite's JSON list columns of 0006, 0007 and 0009,
 * school_totals of 0008, storage_usage of 0011, gradebook_versions of 0019, the assignments'
 * turned_in_count of 0020) are left out: the importing database's own
 * triggers rebuild them from the rows, so they cannot disagree with them.
 */
export const ARCHIVE_FORMAT = 'lyceum-school-archive';
export const ARCHIVE_VERSION = 1;

export const MANIFEST_ENTRY = 'lyceum-archive.json';
export const ONEROSTER_ENTRY = 'oneroster.zip';
export const tableEntry = (table: string): string => `data/${table}.jsonl`;
export const FILES_PREFIX = 'files/';

export interface TableSpec {
  name: string;
  /** The data columns, in the order each line's object lists them. */
  columns: readonly string[];
  /** Rows are written in this order: the same archive from the same data, byte for byte. */
  key: readonly string[];
  /** The migration that made the table: a database before it has no such table to export or fill. */
  since?: string;
  /** `id` is generated (an identity on PostgreSQL): after an import the next one must come after the archive's. */
  identity?: boolean;
}

/**
 * Foreign-key order: every table after the tables it refers to, so the import inserts them in
 * this order with every constraint checked as it goes. A column added by a later migration is added
 * here too, or the round-trip test (test/archive-round-trip.test.ts) fails on it.
 */
export const TABLES: readonly TableSpec[] = [
  {
    name: 'users',
    // Password hashes travel: a move between instances keeps everyone's password (argon2id hashes,
    // salted; the archive is as private as a backup). Without them every account would need a new invitation.
    columns: ['id', 'name', 'email', 'password_hash', 'role', 'token_version', 'created_at', 'updated_at', 'deactivated_at', 'sourced_id', 'identifier', 'locale', 'time_zone'],
    key: ['id'],
  },
  { name: 'classes', columns: ['id', 'name', 'description', 'meeting_link', 'created_at', 'updated_at', 'sourced_id', 'archived_at'], key: ['id'] },
  { name: 'class_members', columns: ['class_id', 'user_id', 'role', 'created_at'], key: ['class_id', 'user_id'] },
  { name: 'topics', columns: ['id', 'class_id', 'name', 'created_by', 'created_at'], key: ['id'] },
  {
    name: 'materials',
    columns: ['id', 'topic_id', 'class_id', 'title', 'content', 'attachments', 'created_by', 'created_at', 'updated_at'],
    key: ['id'],
  },
  {
    name: 'assignments',
    columns: ['id', 'topic_id', 'class_id', 'title', 'description', 'due_date', 'attachments', 'max_points', 'work_type', 'created_by', 'created_at', 'updated_at'],
    key: ['id'],
  },
  { name: 'comments', columns: ['id', 'class_id', 'material_id', 'assignment_id', 'author_id', 'text', 'created_at'], key: ['id'] },
  {
    name: 'submissions',
    columns: [
      'id', 'assignment_id', 'class_id', 'student_id', 'state', 'answer', 'attachments', 'turned_in_at', 'late',
      'draft_grade', 'draft_feedback', 'grade', 'feedback', 'returned_at', 'created_at', 'updated_at',
    ],
    key: ['id'],
  },
  {
    name: 'quizzes',
    columns: ['assignment_id', 'attempts_allowed', 'scoring', 'time_limit_seconds', 'opens_at', 'closes_at', 'shuffle_items', 'grading', 'release', 'released_at', 'layout'],
    key: ['assignment_id'],
    since: '0029-quizzes',
  },
  { name: 'quiz_items', columns: ['assignment_id', 'item_id', 'position', 'points', 'item'], key: ['assignment_id', 'item_id'], since: '0029-quizzes' },
  {
    name: 'quiz_attempts',
    columns: ['id', 'assignment_id', 'student_id', 'number', 'seed', 'started_at', 'deadline_at', 'submitted_at', 'score'],
    key: ['id'],
    since: '0029-quizzes',
  },
  { name: 'quiz_answers', columns: ['attempt_id', 'item_id', 'response', 'points', 'override_points', 'saved_at'], key: ['attempt_id', 'item_id'], since: '0029-quizzes' },
  // The question bank (0030): a teacher's own items and each class's, with their tags.
  { name: 'bank_items', columns: ['id', 'owner_id', 'class_id', 'item', 'search_text', 'created_at', 'updated_at'], key: ['id'], since: '0030-question-bank' },
  { name: 'bank_item_tags', columns: ['item_id', 'tag'], key: ['item_id', 'tag'], since: '0030-question-bank' },
  // A question post's own row (0031): its kind, choices and what students may do; its answers are submissions.
  { name: 'questions', columns: ['assignment_id', 'kind', 'choices', 'show_classmates', 'students_can_edit'], key: ['assignment_id'], since: '0031-question-posts' },
  { name: 'submission_comments', columns: ['id', 'submission_id', 'author_id', 'text', 'created_at'], key: ['id'] },
  {
    name: 'files',
    columns: ['id', 'class_id', 'material_id', 'assignment_id', 'submission_id', 'uploaded_by', 'name', 'type', 'size', 'sha256', 'created_at'],
    key: ['id'],
  },
  // Pending links stay valid on the new instance (only their hashes are stored): nobody needs a new one.
  { name: 'invitations', columns: ['token_hash', 'user_id', 'expires_at', 'used_at', 'created_at'], key: ['token_hash'] },
  // The record of past imports (counts, problems) the Import screen shows.
  { name: 'imports', columns: ['id', 'kind', 'created_by', 'status', 'summary', 'plan', 'source_hash', 'created_at', 'committed_at'], key: ['id'] },
  // What happened and who was told (the bell, read or not), and each user's choices of channel.
  {
    name: 'events',
    columns: ['id', 'kind', 'class_id', 'audience', 'user_id', 'actor_id', 'changes', 'notify_kind', 'subject_type', 'subject_id', 'title', 'excerpt', 'link', 'created_at', 'published_at'],
    key: ['id'],
    since: '0017-notifications',
    identity: true,
  },
  {
    name: 'notifications',
    // emailed_at (migration 0018) travels: the new instance does not email again what was emailed.
    columns: ['id', 'user_id', 'event_id', 'in_app', 'by_email', 'created_at', 'read_at', 'emailed_at'],
    key: ['id'],
    since: '0017-notifications',
    identity: true,
  },
  { name: 'notification_preferences', columns: ['user_id', 'kind', 'channel', 'updated_at'], key: ['user_id', 'kind'], since: '0017-notifications' },
  // Each user's choice of immediate email or a daily digest.
  { name: 'email_settings', columns: ['user_id', 'digest', 'updated_at'], key: ['user_id'], since: '0018-email' },
  // Single sign-on's set-up travels, so a restored or moved school signs in as before: a SAML
  // provider keeps its id, hence the entity ID and ACS URL the IdP knows; an OpenID Connect client
  // secret stays sealed as stored (AES-256-GCM under a key from JWT_SECRET): readable where
  // JWT_SECRET is the same, else the Sign-in screen asks for it again. A new instance's own
  // providers and settings (from SSO_* variables at its first start) give way to the archive's.
  { name: 'sso_providers', columns: ['id', 'kind', 'label', 'enabled', 'settings', 'secret', 'created_at', 'updated_at'], key: ['id'], since: '0024-sso' },
  { name: 'sso_settings', columns: ['key', 'value'], key: ['key'], since: '0024-sso' },
  // Links made by invitation links or first sign-ins: without them people the rule cannot find
  // (linked by an invitation) could not sign in any more.
  { name: 'school_settings', columns: ['key', 'value'], key: ['key'], since: '0028-languages' },
  { name: 'sso_identities', columns: ['provider_id', 'subject', 'user_id', 'created_at'], key: ['provider_id', 'subject'], since: '0024-sso' },
];

/** Tables a fresh instance may already hold rows of (SSO_* variables save them at every start): the import replaces them. */
export const REPLACED_ON_IMPORT: readonly string[] = ['sso_providers', 'sso_settings'];

/** The tables a database at `migration` has. */
export const tablesAt = (migration: string): readonly TableSpec[] => TABLES.filter((spec) => !spec.since || spec.since <= migration);

/**
 * Columns of archived tables that are not in the archive: the database keeps them by triggers from
 * the rows, and the importing database's triggers make them again (migrations 0004, 0006, 0007, 0009, 0020).
 */
export const DERIVED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  classes: ['teachers_count', 'students_count', 'materials_count', 'assignments_count', 'list_json', 'list_json_public', 'topics_json'],
  topics: ['materials_count', 'assignments_count'],
  assignments: ['list_json', 'turned_in_count'],
};

/** Tables of the database that are not in the archive, and why (the round-trip test holds every table to one list or the other). */
export const NOT_ARCHIVED: Readonly<Record<string, string>> = {
  jobs: "this instance's background work (deleting blobs of its own store); the new one starts with none",
  storage_usage: 'kept by triggers on files (migration 0011)',
  school_totals: 'SQLite only, kept by triggers on classes (migration 0008)',
  gradebook_versions: 'kept by triggers on classes, submissions, assignments, members and names (migration 0019)',
  calendar_feeds: "each address is an HMAC under the old server's secret: users make a new one",
  email_deliveries: "this instance's email bookkeeping (retries, leases, the last failure); the new one starts afresh",
  search_docs: 'the search index, kept by triggers on the searchable tables (migration 0023)',
  search_fts: 'SQLite only: the full-text index of search_docs (migration 0023)',
  search_fts_data: 'SQLite only: FTS5 storage of search_fts',
  search_fts_idx: 'SQLite only: FTS5 storage of search_fts',
  search_fts_docsize: 'SQLite only: FTS5 storage of search_fts',
  search_fts_config: 'SQLite only: FTS5 storage of search_fts',
  search_vocab: 'SQLite only: the words of search_docs, kept by triggers on it (migration 0026)',
  sso_flows: 'sign-ins under way for minutes, bound to browsers of this instance',
  sso_handoffs: 'sign-ins under way for seconds',
  saml_assertions: "SAML replay cache: assertion ids kept minutes, until they expire; an answer replayed at the new instance finds no request of its own (InResponseTo) anyway",
  sign_in_events: "this instance's sign-in log (addresses of people signing in): an audit record of this instance, not school data",
  kysely_migration: 'schema bookkeeping: the new instance migrates itself',
  kysely_migration_lock: 'schema bookkeeping',
};

/** lyceum-archive.json. */
export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  /** The engine it was exported from. */
  source: 'sqlite' | 'postgres';
  /** The last migration of the exporting database: an older Lyceum cannot import a newer schema. */
  migration: string;
  tables: { name: string; file: string; columns: string[]; rows: number }[];
  files: { count: number; bytes: number };
}
