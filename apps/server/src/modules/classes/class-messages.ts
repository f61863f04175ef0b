import { duplicateIdMessage } from '@lyceum/shared/classes';
import type { MemberRole } from './classes.repository';

/**
 * 400 messages of member changes, in English: what the tests read. The server answers them
 * through the catalogue (class-member-errors.messages.ts), in the admin's language. They name the user (by name when known, else by the id
 * sent), so the admin's toast says which pick was wrong. Only admins ever receive them:
 * a teacher's create call ignores `teachers`, and member calls are admin-only.
 */
export const CLASS_MSG = {
  unknownUser: (id: string) => `No user exists with id ${id}`,
  /** Refused by the request schema already; the member checks keep it for callers inside the server. */
  duplicateId: duplicateIdMessage,
  wrongRole: (name: string, role: MemberRole) => `${name} is not a ${role}, so cannot be added as one`,
  alreadyMember: (name: string, role: MemberRole) => `${name} is already a ${role} of this class`,
  notMember: (name: string, role: MemberRole) => `${name} is not a ${role} of this class`,
  /** Another request added one of these members, or deleted one of these users, between our check and our write. */
  membersChanged: 'The class members or users changed while saving; reload and try again',
} as const;
