import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AttachmentInput } from '../files/attachments.service';
import type { AttachmentReader } from '../files/stored-attachments';
import type { ErrorText } from '../../lib/http-errors';

/**
 * Classwork is what a class's teachers post in a topic. As in Google Classroom's API (CourseWork
 * with a workType, CourseWorkMaterial beside it), every kind shares one core, this folder: title,
 * rich text, topic, attachments, comments, order, access, events and notifications. A kind keeps
 * its own table and adds only its own fields, described by a ClassworkKind (materials.kind.ts,
 * assignments.kind.ts).
 */
export type ClassworkTable = 'materials' | 'assignments';

/** The columns every classwork table has, with the same types: the only ones the core reads or writes itself. */
export type SharedColumn = 'id' | 'topic_id' | 'class_id' | 'title' | 'attachments' | 'created_by' | 'created_at' | 'updated_at';

/** Those columns as read: alike in every classwork table. */
type SharedRow = Pick<Selectable<Database['materials']>, SharedColumn> & Pick<Selectable<Database['assignments']>, SharedColumn>;

/** A column of a classwork table, by its qualified name ('materials.title'). */
export type ClassworkColumn<T extends ClassworkTable> = { [K in T]: `${K}.${keyof Database[K] & string}` }[T];

/** A kind's row as the core reads it: its own columns, and its creator's name (null once the account is gone). */
export type ClassworkView<T extends ClassworkTable> = Selectable<Database[T]> & SharedRow & { creator_name: string | null };

/** What every kind's request carries besides its own fields. */
export interface ClassworkInput {
  title: string;
  topic: string;
  /** Absent: none on create, unchanged on edit (files.ts in shared says why). */
  attachments?: AttachmentInput[];
}

/** What makes one kind of classwork: where it lives, what it calls itself, and its own fields. */
export interface ClassworkKind<T extends ClassworkTable, Input extends ClassworkInput, Item> {
  /** Its name in the singular: the comment target, the file parent, the event and the rich-text context. */
  name: 'material' | 'assignment';
  table: T;
  /**
   * Its columns, by name: a `*` would carry whatever else the row keeps into every read (on SQLite
   * an assignment also keeps its list item as JSON, migration 0006). Typed twice: as the kind's own
   * (so a list cannot name another table's column), and as any kind's (what the core's queries,
   * written over every classwork table, take).
   */
  columns: readonly ClassworkColumn<T>[] & readonly ClassworkColumn<ClassworkTable>[];
  /** The 404 message of a row that does not exist or that the reader may not see. */
  notFound: ErrorText;
  /** Its rich-text field: named alike in the request, the column and the "<field> is required" message. */
  richText: { field: string; of: (input: Input) => string; /** May be left empty (a question's details). */ optional?: boolean };
  /** Its own columns of a new row, from the request and the sanitised rich text (a 400 for input it refuses). */
  newColumns: (input: Input, html: string) => Omit<Insertable<Database[T]>, SharedColumn>;
  /** Its own columns of an edit, likewise. */
  editColumns: (input: Input, html: string) => Omit<Updateable<Database[T]>, SharedColumn>;
  /** Checks of an edit against what hangs on the row, inside the edit's transaction (an assignment's maximum against its grades). */
  checkEdit?: (trx: Kysely<Database>, existing: ClassworkView<T>, input: Input) => Promise<void>;
  /**
   * The kind's own rows beside its table (a quiz's settings and items), written in the same
   * transaction as the row on create and edit, after it.
   */
  writeOwn?: (trx: Kysely<Database>, id: string, input: Input, isNew: boolean) => Promise<void>;
  /** The API's view of a row. */
  present: (row: ClassworkView<T>, reader: AttachmentReader) => Item;
}
