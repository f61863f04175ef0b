import type { Kysely } from 'kysely';
import { canManageContent } from '@lyceum/shared/permissions';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../types';
import { refuseArchived, requireClassStanding, requireViewOf } from '../classes/class-access';
import type { BankItemWithRole, BankRef } from './bank.repository';
import { BANK_ERRORS } from './question-bank-errors.messages';

/**
 * Who may use which bank. A teacher's own bank is theirs alone (an admin does not read it either);
 * a class's bank is its teachers' and the admins'. Students have no bank: 403 on every bank call.
 * Someone who may not see a class gets its 404, and a bank item they may not use is a 404, as if
 * neither existed.
 */
function refuseStudents(actor: AuthUser): void {
  if (actor.role === 'student') throw forbidden(BANK_ERRORS.teachersOnly);
}

/** The bank a list, a save or the tags name: the caller's own, or a class's they teach (writes: not while archived). */
export async function requireBank(db: Kysely<Database>, actor: AuthUser, classId: string | null | undefined, write: boolean): Promise<BankRef> {
  if (!classId) {
    refuseStudents(actor);
    return { ownerId: actor.id, classId: null };
  }
  const standing = await requireClassStanding(db, actor, classId);
  if (!canManageContent(actor.role, standing.relation)) throw forbidden(BANK_ERRORS.teachersOnly);
  if (write) refuseArchived(standing.archivedAt);
  return { ownerId: null, classId };
}

/** One bank item the caller may use (read, copy; with `write`, edit and delete). */
export function requireBankItem(actor: AuthUser, row: BankItemWithRole | undefined, write: boolean): BankItemWithRole {
  refuseStudents(actor);
  if (!row) throw notFound(BANK_ERRORS.notFound);
  if (row.class_id === null) {
    if (row.owner_id !== actor.id) throw notFound(BANK_ERRORS.notFound);
    return row;
  }
  const relation = requireViewOf(actor, row.viewer_role, BANK_ERRORS.notFound);
  if (!canManageContent(actor.role, relation)) throw forbidden(BANK_ERRORS.teachersOnly);
  if (write) refuseArchived(row.class_archived_at);
  return row;
}
