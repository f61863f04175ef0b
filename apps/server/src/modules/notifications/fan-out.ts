import { sql, type Kysely } from 'kysely';
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
    case 'thread': {
      const target = recipients.targetType === 'material' ? 'materials' : 'assignments';
      const column = recipients.targetType === 'material' ? 'comments.material_id' : 'comments.assignment_id';
      // UNION, not UNION ALL: someone who posted and commented three times hears of it once.
      return trx
        .selectFrom(target)
        .select(sql<string>`created_by`.as('user_id'))
        .where('id', '=', recipients.targetId)
        .where('created_by', 'is not', null)
        .union(trx.selectFrom('comments').select(sql<string>`comments.author_id`.as('user_id')).where(column, '=', recipients.targetId).where('comments.author_id', 'is not', null));
    }
  }
}

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
  if (recipients.rule === 'users' && recipients.userIds.length === 0) return;
  let select = trx
    .selectFrom('events as e')
    .innerJoin(candidates(trx, recipients).as('r'), (join) => join.onTrue())
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('notification_preferences as p', (join) => join.onRef('p.user_id', '=', 'r.user_id').onRef('p.kind', '=', 'e.notify_kind'))
    .select(['r.user_id', 'e.id', IN_APP.as('in_app'), BY_EMAIL.as('by_email'), 'e.created_at'])
    .where('e.id', '=', eventId)
    .where('u.deactivated_at', 'is', null)
    .where((eb) => eb.or([eb('e.actor_id', 'is', null), eb('r.user_id', '<>', eb.ref('e.actor_id'))]))
    .where(sql<boolean>`coalesce(p.channel, 'in_app') <> 'off'`);
  if (recipients.rule === 'thread') {
    select = select.where((eb) =>
      eb.or([
        eb('u.role', '=', 'admin'),
        eb.exists(eb.selectFrom('class_members as m').select('m.user_id').whereRef('m.class_id', '=', 'e.class_id').whereRef('m.user_id', '=', 'r.user_id')),
      ]),
    );
  }
  await trx.insertInto('notifications').columns(['user_id', 'event_id', 'in_app', 'by_email', 'created_at']).expression(select).execute();
}
