import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { preparedWrite } from '../../db/prepared';
import type { Database } from '../../db/schema';

/**
 * Who an event's notifications go to, before the rules every notification follows (see fanOut):
 * - `students` / `teachers`: that role of the class;
 * - `users`: these users, those of them who are members of the class;
 * - `thread`: whoever posted the material or assignment and whoever commented on it, while they
 *   may still read it (a member of its class, or an admin);
 * - `work`: a student (while in the class) and the class's teachers.
 */
export type Recipients =
  | { rule: 'students'; classId: string }
  | { rule: 'teachers'; classId: string }
  | { rule: 'users'; classId: string; userIds: readonly string[] }
  | { rule: 'thread'; classId: string; targetType: 'material' | 'assignment'; targetId: string }
  | { rule: 'work'; classId: string; studentId: string };

function candidates(trx: Kysely<Database>, recipients: Recipients) {
  const members = trx.selectFrom('class_members').select('class_members.user_id').where('class_members.class_id', '=', recipients.classId);
  switch (recipients.rule) {
    case 'students':
      return members.where('class_members.role', '=', 'student');
    case 'teachers':
      return members.where('class_members.role', '=', 'teacher');
    case 'users':
      return members.where('class_members.user_id', 'in', recipients.userIds);
    case 'work':
      return members.where((eb) => eb.or([eb('class_members.role', '=', 'teacher'), eb('class_members.user_id', '=', recipients.studentId)]));
    case 'thread':
      return trx.selectFrom(threadPeople(recipients.targetType, recipients.targetId).as('thread')).select('thread.user_id');
  }
}

/**
 * Whoever posted a material or an assignment and whoever commented on it. The commenters are read
 * as a loose index scan of comments_*_author_idx (migration 0017): the smallest author, then the
 * next one above it, and so on, one index step per distinct author, however long the thread (a
 * DISTINCT would read every comment of it, on every new comment). UNION: each person once.
 */
function threadPeople(type: 'material' | 'assignment', targetId: string) {
  const table = sql.table(type === 'material' ? 'materials' : 'assignments');
  const parent = sql.ref(type === 'material' ? 'material_id' : 'assignment_id');
  return sql<{ user_id: string }>`(
    with recursive authors(id) as (
      select min(author_id) from comments where ${parent} = ${targetId}
      union all
      select (select min(c.author_id) from comments c where c.${parent} = ${targetId} and c.author_id > authors.id) from authors where authors.id is not null
    )
    select id as user_id from authors where id is not null
    union
    select created_by as user_id from ${table} where id = ${targetId} and created_by is not null
  )`;
}

/** What the fan-out's conditions see: the tables, and the candidates as `r`. */
type FanOutTables = Database & { e: Database['events']; r: { user_id: string } };

/** 1 when the choice shows the kind in the bell (or sends email), else 0: literals, so one statement serves both engines. */
const IN_APP = sql<number>`case when coalesce(p.channel, 'in_app') in ('in_app', 'both') then 1 else 0 end`;
const BY_EMAIL = sql<number>`case when coalesce(p.channel, 'in_app') in ('email', 'both') then 1 else 0 end`;

/**
 * Makes an event's notifications with one INSERT ... SELECT, in the event's transaction: every
 * candidate except the event's actor, accounts that are deactivated, and those who turned the
 * kind off; for a thread, only those who may still read it. The texts stay on the event row: a
 * notification row is the recipient, their choice and the read mark.
 */
export async function fanOut(trx: Kysely<Database>, eventId: number, recipients: Recipients): Promise<void> {
  switch (recipients.rule) {
    case 'students':
    case 'teachers':
      await (recipients.rule === 'students' ? toStudents : toTeachers)(trx, recipients.classId, eventId);
      return;
    case 'work':
      await toWork(trx, recipients.classId, recipients.studentId, eventId);
      return;
    case 'thread':
      await (recipients.targetType === 'material' ? toMaterialThread : toAssignmentThread)(trx, recipients.targetId, eventId);
      return;
    case 'users':
      // A list of any length: built each time (member changes are rare, and admins').
      if (recipients.userIds.length > 0) await insertFor(trx, candidates(trx, recipients), eventId, false).execute();
      return;
  }
}

/**
 * The INSERT ... SELECT: every candidate but the actor, accounts that are deactivated and those who
 * turned the kind off; `thread`: only those who may still read it.
 */
function insertFor(trx: Kysely<Database>, people: CandidateQuery, eventId: number, thread: boolean) {
  // The users table only through EXISTS on its key, never joined: with a school's statistics SQLite
  // would otherwise choose to scan every user and look each one up among the candidates.
  const account = (eb: ExpressionBuilder<FanOutTables, 'e' | 'r'>, extra?: 'admin') => {
    let users = eb.selectFrom('users as u').select('u.id').whereRef('u.id', '=', 'r.user_id');
    users = extra === 'admin' ? users.where('u.role', '=', 'admin') : users.where('u.deactivated_at', 'is', null);
    return eb.exists(users);
  };
  let select = trx
    .selectFrom(people.as('r'))
    .innerJoin('events as e', (join) => join.on('e.id', '=', eventId))
    .leftJoin('notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'r.user_id').onRef('p.kind', '=', 'e.notify_kind'))
    .select(['r.user_id', 'e.id', IN_APP.as('in_app'), BY_EMAIL.as('by_email'), 'e.created_at'])
    .where((eb) => account(eb))
    .where((eb) => eb.or([eb('e.actor_id', 'is', null), eb('r.user_id', '<>', eb.ref('e.actor_id'))]))
    .where(sql<boolean>`coalesce(p.channel, 'in_app') <> 'off'`);
  if (thread) {
    select = select.where((eb) =>
      eb.or([
        account(eb, 'admin'),
        eb.exists(eb.selectFrom('class_members as m').select('m.user_id').whereRef('m.class_id', '=', 'e.class_id').whereRef('m.user_id', '=', 'r.user_id')),
      ]),
    );
  }
  return trx.insertInto('notifications').columns(['user_id', 'event_id', 'in_app', 'by_email', 'created_at']).expression(select);
}

type CandidateQuery = ReturnType<typeof candidates>;

// Each rule's statement, compiled once per engine (db/prepared.ts): it runs with every post and comment.
const toStudents = preparedWrite((trx, classId: string, eventId: number) => insertFor(trx, candidates(trx, { rule: 'students', classId }), eventId, false));
const toTeachers = preparedWrite((trx, classId: string, eventId: number) => insertFor(trx, candidates(trx, { rule: 'teachers', classId }), eventId, false));
const toWork = preparedWrite((trx, classId: string, studentId: string, eventId: number) =>
  insertFor(trx, candidates(trx, { rule: 'work', classId, studentId }), eventId, false),
);
const toMaterialThread = preparedWrite((trx, targetId: string, eventId: number) =>
  insertFor(trx, candidates(trx, { rule: 'thread', classId: '', targetType: 'material', targetId }), eventId, true),
);
const toAssignmentThread = preparedWrite((trx, targetId: string, eventId: number) =>
  insertFor(trx, candidates(trx, { rule: 'thread', classId: '', targetType: 'assignment', targetId }), eventId, true),
);
