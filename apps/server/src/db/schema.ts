import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '@lyceum/shared/roles';
import type { WorkType } from '@lyceum/shared/assignments';
import type { SamlAssertionsTable, SignInEventsTable, SsoFlowsTable, SsoHandoffsTable, SsoIdentitiesTable, SsoProvidersTable, SsoSettingsTable } from './schema-sso';
import type { QuestionsTable } from './schema-questions';
import type { BankItemTagsTable, BankItemsTable, QuizAnswersTable, QuizAttemptsTable, QuizItemsTable, QuizzesTable } from './schema-quizzes';

// Single sign-on's tables live in schema-sso.ts; modules import them from here, with the rest.
export type { SamlAssertionsTable, SignInEventsTable, SsoFlowsTable, SsoHandoffsTable, SsoIdentitiesTable, SsoProvidersTable, SsoSettingsTable } from './schema-sso';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings on both engines:
 * SQLite stores the text, and the PostgreSQL pool parses timestamptz back into the same text
 * (see database.ts), so repositories never see a Date.
 */
/** A nullable column that inserts may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The school's settings an admin changes (migration 0028), one row per key: `default_locale`. */
export interface SchoolSettingsTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  /** Bumped when the password or role changes: tokens carrying an older version stop working. */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Set while the account is deactivated (migration 0012): it cannot sign in, its work stays. */
  deactivated_at: Optional<string>;
  /** The student information system's id of the user (OneRoster sourcedId), unique where set. */
  sourced_id: Optional<string>;
  /** OneRoster's `identifier` (a student number, a staff code), from a roster import (migration 0027); not unique. */
  identifier: Optional<string>;
  /** The language chosen in Settings (migration 0028): one of LOCALES; null: automatic. */
  locale: Optional<string>;
  /** The IANA time zone chosen in Settings (migration 0028); null: the browser's own. */
  time_zone: Optional<string>;
}

export interface ClassesTable {
  id: string;
  name: string;
  description: string;
  meeting_link: string | null;
  created_at: string;
  updated_at: string;
  /** The student information system's id of the class (OneRoster sourcedId), unique where set. */
  sourced_id: Optional<string>;
  /** Set while the class is archived (migration 0022): read-only, off the main lists, restorable. */
  archived_at: Optional<string>;
  /** Kept by triggers (migration 0004); never written by the server. */
  teachers_count: Generated<number>;
  students_count: Generated<number>;
  materials_count: Generated<number>;
  assignments_count: Generated<number>;
}

export interface ClassMembersTable {
  class_id: string;
  user_id: string;
  role: 'teacher' | 'student';
  created_at: string;
}

export interface TopicsTable {
  id: string;
  class_id: string;
  name: string;
  created_by: string | null;
  created_at: string;
  /** Kept by triggers (migration 0004); never written by the server. */
  materials_count: Generated<number>;
  assignments_count: Generated<number>;
}

export interface MaterialsTable {
  id: string;
  topic_id: string;
  /** Denormalised from the topic so class-wide lists and checks need no join. */
  class_id: string;
  title: string;
  content: string;
  /** What readers see of its files and links, as JSON (modules/files/stored-attachments.ts). */
  attachments: ColumnType<string, string | undefined, string>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AssignmentsTable {
  id: string;
  topic_id: string;
  class_id: string;
  title: string;
  description: string;
  due_date: string;
  /** As materials.attachments (migration 0011). */
  attachments: ColumnType<string, string | undefined, string>;
  /** 1–1,000; null: ungraded (migration 0014). */
  max_points: Optional<number>;
  /** 'assignment', 'quiz' (migration 0029) or 'question' (0030): a quiz's or question's own rows hang on the assignment. */
  work_type: ColumnType<WorkType, WorkType | undefined, WorkType>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  // turned_in_count (migration 0020: the class's current students who have turned it in, kept by
  // triggers) is read only in the lists' SQL (lists/work-summary.ts), so it is not a column of the
  // row types every assignment read shares.
}

export interface CommentsTable {
  id: string;
  class_id: string;
  /** Exactly one of material_id / assignment_id is set; both cascade from their target. */
  material_id: string | null;
  assignment_id: string | null;
  author_id: string | null;
  text: string;
  created_at: string;
}

/** An uploaded file (migration 0011); its bytes are the blob under the same id. */
export interface FilesTable {
  id: string;
  class_id: string;
  /** Both null: uploaded, not attached yet. */
  material_id: string | null;
  assignment_id: string | null;
  /** A student's file on their work (migration 0014); at most one of the three parents is set. */
  submission_id: Optional<string>;
  uploaded_by: string | null;
  /** For display and the download's name only; never a path. */
  name: string;
  type: string;
  size: number;
  sha256: string;
  created_at: string;
}

/** Background work that must survive a restart (jobs/runner.ts). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  run_after: string;
  attempts: Generated<number>;
  created_at: string;
}

export interface StorageUsageTable {
  id: number;
  /** Kept by triggers on files; never written by the server. */
  bytes: number;
}

/** Single-use set-password links; only the token's SHA-256 is stored. */
export interface InvitationsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A previewed import and, once committed, its result (modules/imports). */
export interface ImportsTable {
  id: string;
  kind: string;
  created_by: string | null;
  status: string;
  /** JSON: counts and problems (ImportSummary). */
  summary: string;
  /** JSON: the parsed RosterPlan a commit applies. */
  plan: string;
  /** SHA-256 of the file previewed (its kind and the plan's format included); null before migration 0021. */
  source_hash: string | null;
  created_at: string;
  committed_at: string | null;
}

/** A student's work on an assignment (migration 0014 says what each column means). */
export interface SubmissionsTable {
  id: string;
  assignment_id: string;
  class_id: string;
  student_id: string;
  state: 'assigned' | 'turned_in' | 'returned';
  answer: ColumnType<string, string | undefined, string>;
  attachments: ColumnType<string, string | undefined, string>;
  turned_in_at: Optional<string>;
  /**
   * 0 or 1; no longer written or read: late is derived from turned_in_at and the assignment's
   * current due date wherever it is shown (isLate in packages/shared). Kept for archives.
   */
  late: ColumnType<number, number | undefined, number>;
  draft_grade: Optional<number>;
  draft_feedback: Optional<string>;
  grade: Optional<number>;
  feedback: Optional<string>;
  returned_at: Optional<string>;
  created_at: string;
  updated_at: string;
}

/** The private thread on a submission. */
export interface SubmissionCommentsTable {
  id: string;
  submission_id: string;
  author_id: string | null;
  text: string;
  created_at: string;
}

/** A user's secret calendar address (migration 0016): only the token's SHA-256 is stored. */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  /** Random; the token is an HMAC of the user and this under the server's secret. */
  nonce: string;
  created_at: string;
}

/** Something that happened, written with the change that caused it (migration 0017 says what each column means). */
export interface EventsTable {
  id: Generated<number>;
  kind: string;
  class_id: string | null;
  audience: 'class' | 'staff' | 'user';
  user_id: string | null;
  actor_id: string | null;
  /** JSON: the StreamChange list (packages/shared/src/notifications.ts). */
  changes: string;
  notify_kind: string | null;
  subject_type: string | null;
  subject_id: string | null;
  title: ColumnType<string, string | undefined, string>;
  excerpt: ColumnType<string, string | undefined, string>;
  link: ColumnType<string, string | undefined, string>;
  created_at: string;
  published_at: Optional<string>;
}

/** One recipient of an event (migration 0017). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  event_id: number;
  /** 0/1: the recipient's choice for the kind when it was made. */
  in_app: number;
  by_email: number;
  created_at: string;
  read_at: Optional<string>;
  /** When it was emailed (or given up on as too old to email): migration 0018. */
  emailed_at: Optional<string>;
}

/** A user's choice for one kind of notification; none means in app. */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  channel: 'in_app' | 'email' | 'both' | 'off';
  updated_at: string;
}

/** A user's choice of immediate email or a daily digest (migration 0018); none means immediate. */
export interface EmailSettingsTable {
  user_id: string;
  digest: 'immediate' | 'daily';
  updated_at: string;
}

/** The email deliverer's bookkeeping per recipient (migration 0018 says what each column means). */
export interface EmailDeliveriesTable {
  user_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  retry_at: Optional<string>;
  lease_until: Optional<string>;
  last_digest_at: Optional<string>;
  last_sent_at: Optional<string>;
  last_error: Optional<string>;
  failed_at: Optional<string>;
}

/** A number per class that triggers change with anything its gradebook shows (migration 0019). */
export interface GradebookVersionsTable {
  class_id: string;
  version: ColumnType<number, number | undefined, number>;
}

export interface Database {
  users: UsersTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  topics: TopicsTable;
  materials: MaterialsTable;
  assignments: AssignmentsTable;
  comments: CommentsTable;
  files: FilesTable;
  jobs: JobsTable;
  storage_usage: StorageUsageTable;
  invitations: InvitationsTable;
  imports: ImportsTable;
  submissions: SubmissionsTable;
  submission_comments: SubmissionCommentsTable;
  calendar_feeds: CalendarFeedsTable;
  events: EventsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  email_settings: EmailSettingsTable;
  email_deliveries: EmailDeliveriesTable;
  gradebook_versions: GradebookVersionsTable;
  sso_providers: SsoProvidersTable;
  sso_settings: SsoSettingsTable;
  school_settings: SchoolSettingsTable;
  sso_flows: SsoFlowsTable;
  sso_handoffs: SsoHandoffsTable;
  sso_identities: SsoIdentitiesTable;
  saml_assertions: SamlAssertionsTable;
  sign_in_events: SignInEventsTable;
  quizzes: QuizzesTable;
  questions: QuestionsTable;
  quiz_items: QuizItemsTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_answers: QuizAnswersTable;
  bank_items: BankItemsTable;
  bank_item_tags: BankItemTagsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
/** A class as the classes module reads it (the import's sourced_id is read by the import alone). */
export type ClassRow = Omit<Selectable<ClassesTable>, 'sourced_id'>;
export type TopicRow = Selectable<TopicsTable>;
export type MaterialRow = Selectable<MaterialsTable>;
export type AssignmentRow = Selectable<AssignmentsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type FileRow = Selectable<FilesTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
export type SubmissionCommentRow = Selectable<SubmissionCommentsTable>;
