import { sql, type Insertable, type Kysely } from 'kysely';
import type { Topic } from '@lyceum/shared/topics';
import { preparedQuery } from '../../db/prepared';
import type { Database, TopicRow, TopicsTable } from '../../db/schema';

const topicById = preparedQuery((db, id: string) => db.selectFrom('topics').selectAll().where('id', '=', id));

export async function findTopic(db: Kysely<Database>, id: string): Promise<TopicRow | undefined> {
  return (await topicById(db, id))[0];
}

const TOPIC_COLUMNS = ['topics.id', 'topics.name', 'topics.class_id', 'topics.created_at', 'topics.materials_count', 'topics.assignments_count'] as const;

type TopicListRow = Pick<TopicRow, 'id' | 'name' | 'class_id' | 'created_at' | 'materials_count' | 'assignments_count'>;

/** The content counts are the topic's own counters, kept by the database (migration 0004). */
const toTopic = (row: TopicListRow, className: string): Topic => ({
  _id: row.id,
  name: row.name,
  class: row.class_id,
  className,
  createdAt: row.created_at,
  materialsCount: row.materials_count,
  assignmentsCount: row.assignments_count,
});

const classTopics = preparedQuery(
  (db, classId: string) =>
    db.selectFrom('topics').select(TOPIC_COLUMNS).where('topics.class_id', '=', classId).orderBy('topics.created_at', 'desc').orderBy('topics.id', 'desc'),
  { offMainThread: true },
);

/** A class's topics, newest first; the caller has the class's name already (its access check reads it). */
export async function listClassTopics(db: Kysely<Database>, classId: string, className: string): Promise<Topic[]> {
  return (await classTopics(db, classId)).map((row) => toTopic(row, className));
}

/**
 * SQLite: a class's topics as the response body (lists/json-page.ts), with the viewer's role in the
 * class, in one statement on a reader thread: no row for a class that does not exist. The body is
 * the text the class keeps, exact after every change (migration 0009), so the request reads one
 * class row and one membership entry, and the event loop has nothing to build or serialise.
 */
const classTopicsJson = preparedQuery(
  (db, userId: string, classId: string) =>
    db
      .selectFrom('classes as c')
      .select((eb) => [
        eb
          .selectFrom('class_members')
          .select('class_members.role')
          .whereRef('class_members.class_id', '=', 'c.id')
          .where('class_members.user_id', '=', userId)
          .as('viewer_role'),
        sql<Uint8Array>`cast(c.topics_json as blob)`.as('body'),
      ])
      .where('c.id', '=', classId),
  { offMainThread: true },
);

/** The class's topics as SQLite wrote them and the viewer's role in it; undefined when there is no such class. */
export async function findClassTopicsJson(db: Kysely<Database>, userId: string, classId: string): Promise<{ viewer_role: string | null; body: Uint8Array } | undefined> {
  return (await classTopicsJson(db, userId, classId))[0];
}

const topicView = preparedQuery((db, id: string) =>
  db
    .selectFrom('topics')
    .select((eb) => [
      ...TOPIC_COLUMNS,
      // A subquery rather than a join: SQLite runs it in a fraction of the time (README "Performance").
      // Never null: topics.class_id references classes (on delete cascade).
      eb.selectFrom('classes').select('classes.name').whereRef('classes.id', '=', 'topics.class_id').$asScalar().$notNull().as('class_name'),
    ])
    .where('topics.id', '=', id),
);

export async function findTopicView(db: Kysely<Database>, id: string): Promise<Topic | undefined> {
  const [row] = await topicView(db, id);
  return row && toTopic(row, row.class_name);
}

export async function insertTopic(db: Kysely<Database>, row: Insertable<TopicsTable>): Promise<void> {
  await db.insertInto('topics').values(row).execute();
}

export async function deleteTopic(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('topics').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
