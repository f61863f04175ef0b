import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { viewerRoleIn } from '../classes/class-access';
import type { ClassworkColumn, ClassworkInput, ClassworkKind, ClassworkTable, ClassworkView, SharedColumn } from './classwork-kind';

/** The shared columns of a new row; the kind adds its own (ClassworkKind.newColumns). */
export type NewClasswork = Pick<Insertable<Database[ClassworkTable]>, Exclude<SharedColumn, 'attachments'>>;

/** The shared columns of an edit; the kind adds its own (ClassworkKind.editColumns). */
export interface ClassworkPatch {
  title: string;
  topic_id: string;
  updated_at: string;
}

/** The queries of one kind, its reads prepared once (db/prepared.ts). */
export function classworkRepository<T extends ClassworkTable, Input extends ClassworkInput, Item>(kind: ClassworkKind<T, Input, Item>) {
  // Kysely types a query over one named table, or over a union of names, but not over a type
  // parameter: the queries name the table as the union, which types the columns every classwork
  // table has. What they read is the kind's own select list, so the rows are the kind's (asRows).
  const table: ClassworkTable = kind.table;
  const columns: readonly ClassworkColumn<ClassworkTable>[] = kind.columns;
  const asRows = <Extra = object>(rows: readonly unknown[]) => rows as (ClassworkView<T> & Extra)[];

  /** The kind's rows with their creator's name. */
  const withCreator = (db: Kysely<Database>) =>
    db
      .selectFrom(table)
      .select(columns)
      // A scalar subquery, not a LEFT JOIN: SQLite answers it in a third of the time.
      .select((eb) => eb.selectFrom('users').select('users.name').whereRef('users.id', '=', `${table}.created_by`).as('creator_name'));

  /** Read on every view of one: prepared once. */
  const byId = preparedQuery((db, id: string) => withCreator(db).where(`${table}.id`, '=', id));

  /**
   * The row with the viewer's role in its class (null when not a member): a read and its access
   * check in one statement (class-access.ts requireViewOf decides). On the main thread: one row by
   * its key is a few microseconds of SQLite, less than handing it to a reader thread and back.
   */
  const forViewer = preparedQuery((db, id: string, viewerId: string) =>
    withCreator(db)
      .select(viewerRoleIn(db, table, viewerId))
      .where(`${table}.id`, '=', id),
  );

  return {
    find: async (db: Kysely<Database>, id: string) => asRows(await byId(db, id))[0],

    findForViewer: async (db: Kysely<Database>, id: string, viewerId: string) => asRows<{ viewer_role: string | null }>(await forViewer(db, id, viewerId))[0],

    /** A topic's rows, newest first (the spec's order; the topic dialog lists every kind alike). */
    listOfTopic: async (db: Kysely<Database>, topicId: string) =>
      asRows(await withCreator(db).where(`${table}.topic_id`, '=', topicId).orderBy(`${table}.created_at`, 'desc').orderBy(`${table}.id`, 'desc').execute()),

    insert: async (db: Kysely<Database>, row: NewClasswork & Omit<Insertable<Database[T]>, SharedColumn>) => {
      await db.insertInto(table).values({ ...row, attachments: '[]' }).execute();
    },

    update: async (db: Kysely<Database>, id: string, patch: ClassworkPatch & Omit<Updateable<Database[T]>, SharedColumn>) => {
      await db.updateTable(table).set(patch).where('id', '=', id).execute();
    },
  };
}

/** Deletes one row (its comments first: classwork.service.ts); answers how many went, 0 or 1. */
export async function deleteClasswork(db: Kysely<Database>, table: ClassworkTable, id: string): Promise<number> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes a topic's rows of one kind (topics.service.ts removes a topic with all it holds). */
export async function deleteTopicClasswork(db: Kysely<Database>, table: ClassworkTable, topicId: string): Promise<void> {
  await db.deleteFrom(table).where('topic_id', '=', topicId).execute();
}

/** The row's stored attachments (modules/files/attachments.service.ts writes them). */
export async function setClassworkAttachments(db: Kysely<Database>, table: ClassworkTable, id: string, json: string): Promise<void> {
  await db.updateTable(table).set({ attachments: json }).where('id', '=', id).execute();
}
