import type { Insertable, Kysely } from 'kysely';
import type { Topic } from '@lyceum/shared/topics';
import { preparedQuery } from '../../db/prepared';
import type { Database, TopicRow, TopicsTable } from '../../db/schema';

const topicById = preparedQuery((db, id: string) => db.selectFrom('topics').selectAll().where('id', '=', id));

export async function findTopic(db: Kysely<Database>, id: string): Promise<TopicRow | undefined> {
  return (await topicById(db, id))[0];
}

/** Topics with their class name and content counts, in one query (counts are correlated subqueries). */
function topicsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('topics')
    .select((eb) => [
      'topics.id',
      'topics.name',
      'topics.class_id',
      'topics.created_at',
      // Subqueries rather than joins: SQLite runs them in a fraction of the time (README "Performance").
      // Never null: topics.class_id references classes (on delete cascade).
      eb.selectFrom('classes').select('classes.name').whereRef('classes.id', '=', 'topics.class_id').$asScalar().$notNull().as('class_name'),
      eb
        .selectFrom('materials')
        .whereRef('materials.topic_id', '=', 'topics.id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('materials_count'),
      eb
        .selectFrom('assignments')
        .whereRef('assignments.topic_id', '=', 'topics.id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .as('assignments_count'),
    ]);
}

type TopicCountsRow = Awaited<ReturnType<ReturnType<typeof topicsWithCounts>['executeTakeFirstOrThrow']>>;

const toTopic = (row: TopicCountsRow): Topic => ({
  _id: row.id,
  name: row.name,
  class: row.class_id,
  className: row.class_name,
  createdAt: row.created_at,
  // PostgreSQL's count is int8 (parsed to a number by the pool); SQLite's is already a number.
  materialsCount: Number(row.materials_count ?? 0),
  assignmentsCount: Number(row.assignments_count ?? 0),
});

const classTopics = preparedQuery((db, classId: string) =>
  topicsWithCounts(db).where('topics.class_id', '=', classId).orderBy('topics.created_at', 'desc').orderBy('topics.id', 'desc'),
);

/** A class's topics, newest first. */
export async function listClassTopics(db: Kysely<Database>, classId: string): Promise<Topic[]> {
  return (await classTopics(db, classId)).map(toTopic);
}

const topicView = preparedQuery((db, id: string) => topicsWithCounts(db).where('topics.id', '=', id));

export async function findTopicView(db: Kysely<Database>, id: string): Promise<Topic | undefined> {
  const [row] = await topicView(db, id);
  return row && toTopic(row);
}

export async function insertTopic(db: Kysely<Database>, row: Insertable<TopicsTable>): Promise<void> {
  await db.insertInto('topics').values(row).execute();
}

export async function deleteTopic(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('topics').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
