import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { assignmentRef } from '../events/events.repository';
import type { NewEvent } from '../events/outbox';
import { recordEvent } from '../events/outbox';
import type { WorkRef } from '../events/happenings';

/**
 * The event of a change to students' work, written in the change's own transaction (the
 * repository calls it only when the change changed something): the assignment's title and topic
 * are read there too, for the notification's text and link.
 */
export function workEvent(assignmentId: string, studentId: string | null, build: (ref: WorkRef) => NewEvent): (trx: Kysely<Database>) => Promise<void> {
  return async (trx) => {
    const ref = await assignmentRef(trx, assignmentId);
    // Gone with its class meanwhile: the change itself fails on its foreign key.
    if (!ref) return;
    await recordEvent(trx, build({ assignmentId, ...ref, studentId }));
  };
}
