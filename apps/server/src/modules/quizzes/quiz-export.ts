import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthUser } from '../../types';
import { contentDisposition, safeFileName } from '../files/file-name';
import { requireQuizStaff } from './quiz-access';
import { writeQtiPackage } from './qti-package';
import { findQuizAccess, listItems } from './quizzes.repository';

/**
 * A quiz's items as a QTI 3.0 content package (imsmanifest.xml and one item file each), for the
 * class's teachers: keys included, so never for students. Each item's title is its place in the quiz.
 */
export async function exportQuizQti(db: Kysely<Database>, actor: AuthUser, assignmentId: string): Promise<{ zip: Buffer; disposition: string }> {
  const quiz = requireQuizStaff(actor, await findQuizAccess(db, assignmentId, actor.id));
  const row = await db.selectFrom('assignments').select('title').where('id', '=', quiz.id).executeTakeFirstOrThrow();
  const items = (await listItems(db, quiz.id)).map((item, index) => ({ item, title: `${row.title} ${index + 1}` }));
  return { zip: await writeQtiPackage(items, `lyceum-${quiz.id}`), disposition: contentDisposition('attachment', safeFileName(`${row.title}-qti3.zip`)) };
}
