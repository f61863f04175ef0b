import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InviteSettings } from '../invitations/invitations.service';
import { dropMembershipsNotMatching } from '../users/users.repository';
import type { RosterOp } from './roster-resolve';
import * as repo from './roster.repository';

type OpOf<K extends RosterOp['op']> = Extract<RosterOp, { op: K }>;

/** The plan's operations cut into runs of one kind, in order: each run is written set-wise. */
function runsOf(ops: readonly RosterOp[]): RosterOp[][] {
  const runs: RosterOp[][] = [];
  for (const op of ops) {
    const last = runs.at(-1);
    if (last && last[0]?.op === op.op) last.push(op);
    else runs.push([op]);
  }
  return runs;
}

/**
 * Runs the operations of a resolved plan inside the caller's transaction: either all of them
 * take effect or, when any statement fails, none (the transaction rolls back). Users created
 * without a password get an invitation link in the same transaction. Returns the ids of users
 * whose tokens or cached rows must be refreshed once the transaction has committed.
 *
 * Any run of a plan's operations may be given, in order (a commit applies its plan in steps).
 * Consecutive operations of one kind are written together, in multi-row statements: a district's
 * 20,000 users, their invitations and 35,000 memberships are some hundred statements instead of
 * 115,000 (each of which Kysely built, compiled and prepared anew). The few kinds whose every row
 * differs (updates) still go one by one.
 */
export async function applyOps(trx: Kysely<Database>, ops: readonly RosterOp[], settings: InviteSettings, now: string): Promise<string[]> {
  const touched: string[] = [];
  for (const run of runsOf(ops)) {
    switch (run[0]?.op) {
      case 'createUser': {
        const users = run as OpOf<'createUser'>[];
        await repo.insertUsers(trx, users, now);
        await repo.insertInvitations(trx, users.filter((u) => u.active && u.passwordHash === null).map((u) => u.id), settings);
        break;
      }
      case 'updateUser':
        for (const op of run as OpOf<'updateUser'>[]) {
          await repo.updateUser(trx, op, now);
          if (op.roleChanged) await dropMembershipsNotMatching(trx, op.id, op.role);
          touched.push(op.id);
        }
        break;
      case 'createClass':
        await repo.insertClasses(trx, run as OpOf<'createClass'>[], now);
        break;
      case 'updateClass':
        for (const op of run as OpOf<'updateClass'>[]) await repo.updateClass(trx, op, now);
        break;
      case 'setMember':
        await setMembers(trx, run as OpOf<'setMember'>[], now);
        break;
      case 'removeMember':
        await repo.deleteMembers(trx, run as OpOf<'removeMember'>[]);
        break;
      case 'deactivateUser': {
        const ids = (run as OpOf<'deactivateUser'>[]).map((op) => op.id);
        await repo.deactivateUsers(trx, ids, now);
        touched.push(...ids);
        break;
      }
      case 'archiveClass':
        await repo.archiveClasses(trx, (run as OpOf<'archiveClass'>[]).map((op) => op.id), now);
        break;
    }
  }
  return touched;
}

/**
 * A run of memberships set, as one after the other would leave them: a pair set twice ends with
 * the last role, and a pair that was there before the run (its first op replaces) is deleted first
 * rather than updated, so the membership triggers count it out and back in as before.
 */
async function setMembers(trx: Kysely<Database>, run: readonly OpOf<'setMember'>[], now: string): Promise<void> {
  const last = new Map<string, OpOf<'setMember'>>();
  const replaced: OpOf<'setMember'>[] = [];
  for (const op of run) {
    const key = `${op.classId} ${op.userId}`;
    if (!last.has(key) && op.replacing) replaced.push(op);
    last.set(key, op);
  }
  await repo.deleteMembers(trx, replaced);
  await repo.insertMembers(trx, [...last.values()], now);
}
