import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { issueInvitation, type InviteSettings } from '../invitations/invitations.service';
import { dropMembershipsNotMatching, NO_PASSWORD } from '../users/users.repository';
import type { RosterOp } from './roster-resolve';

/**
 * Runs the operations of a resolved plan inside the caller's transaction: either all of them
 * take effect or, when any statement fails, none (the transaction rolls back). Users created
 * without a password get an invitation link in the same transaction. Returns the ids of users
 * whose tokens or cached rows must be refreshed once the transaction has committed.
 */
export async function applyOps(trx: Kysely<Database>, ops: readonly RosterOp[], settings: InviteSettings, now: string): Promise<string[]> {
  const touched: string[] = [];
  for (const op of ops) {
    switch (op.op) {
      case 'createUser':
        await trx
          .insertInto('users')
          .values({ id: op.id, name: op.name, email: op.email, role: op.role, password_hash: op.passwordHash ?? NO_PASSWORD, sourced_id: op.sourcedId, deactivated_at: op.active ? null : now, created_at: now, updated_at: now })
          .execute();
        if (op.active && op.passwordHash === null) await issueInvitation(trx, op.id, settings);
        break;
      case 'updateUser': {
        // A new password, a new role or a deactivation ends the sessions the user has, as an edit does.
        const bump = op.passwordHash !== null || op.roleChanged || !op.active;
        await trx
          .updateTable('users')
          .set((eb) => ({
            name: op.name,
            email: op.email,
            role: op.role,
            sourced_id: op.sourcedId,
            updated_at: now,
            ...(op.passwordHash !== null ? { password_hash: op.passwordHash } : {}),
            // Keeps the time of an earlier deactivation; only a change of state moves it.
            deactivated_at: op.active ? null : eb.fn.coalesce('deactivated_at', eb.val(now)),
            ...(bump ? { token_version: eb('token_version', '+', 1) } : {}),
          }))
          .where('id', '=', op.id)
          .execute();
        if (op.roleChanged) await dropMembershipsNotMatching(trx, op.id, op.role);
        touched.push(op.id);
        break;
      }
      case 'createClass':
        await trx.insertInto('classes').values({ id: op.id, name: op.name, description: op.description, meeting_link: null, sourced_id: op.sourcedId, created_at: now, updated_at: now }).execute();
        break;
      case 'updateClass':
        await trx
          .updateTable('classes')
          .set({ name: op.name, sourced_id: op.sourcedId, updated_at: now, ...(op.description !== null ? { description: op.description } : {}) })
          .where('id', '=', op.id)
          .execute();
        break;
      case 'setMember':
        if (op.replacing) await trx.deleteFrom('class_members').where('class_id', '=', op.classId).where('user_id', '=', op.userId).execute();
        await trx.insertInto('class_members').values({ class_id: op.classId, user_id: op.userId, role: op.role, created_at: now }).execute();
        break;
      case 'removeMember':
        await trx.deleteFrom('class_members').where('class_id', '=', op.classId).where('user_id', '=', op.userId).execute();
        break;
    }
  }
  return touched;
}
