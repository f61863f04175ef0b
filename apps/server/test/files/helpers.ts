import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { SubmissionsTable } from '../../src/db/schema';
import type { TestContext } from '../context';
import type { TestUser } from '../factories';
import { multipart, type Part } from './samples';

/** A class with a teacher and a student, and a stranger of another class. */
export async function fileScene(ctx: TestContext) {
  const f = ctx.factories;
  const admin = await f.user('admin');
  const teacher = await f.user('teacher');
  const student = await f.user('student');
  const otherTeacher = await f.user('teacher');
  const outsider = await f.user('student');
  const klass = await f.klass({ teachers: [teacher.id], students: [student.id] });
  await f.klass({ teachers: [otherTeacher.id], students: [outsider.id] });
  const topic = await f.topic(klass.id);
  return { admin, teacher, student, otherTeacher, outsider, classId: klass.id, topicId: topic.id };
}

export function upload(ctx: TestContext, user: TestUser | null, classId: string, parts: Part[]): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(parts);
  return ctx.request({ method: 'POST', url: `/api/classes/${classId}/files`, payload, headers, ...(user ? { token: user.token } : {}) });
}

/** Uploads one file and answers its id (fails the test unless 201). */
export async function uploaded(ctx: TestContext, user: TestUser, classId: string, filename: string, data: Buffer): Promise<string> {
  const res = await upload(ctx, user, classId, [{ filename, data }]);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { _id: string })._id;
}

/** What is stored: file rows and blobs, which must always agree. */
export async function leftovers(ctx: TestContext): Promise<{ rows: string[]; blobs: string[] }> {
  const rows = (await ctx.db.kysely.selectFrom('files').select('id').orderBy('id').execute()).map((row) => row.id);
  return { rows, blobs: await ctx.blobs.keys() };
}

export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/**
 * A stored file made directly (blob and row), optionally attached to a material whose stored list
 * then shows it: for tests that need a file in place without going through the upload route.
 */
export async function addFile(
  ctx: TestContext,
  classId: string,
  options: { materialId?: string; assignmentId?: string; submissionId?: string; data?: Buffer; name?: string; type?: string; uploadedBy?: string | null } = {},
): Promise<string> {
  const { Readable } = await import('node:stream');
  const { newId, nowIso } = await import('../../src/lib/ids');
  const data = options.data ?? Buffer.from('%PDF-1.4\n%%EOF\n');
  const id = newId();
  const name = options.name ?? 'sheet.pdf';
  const type = options.type ?? 'application/pdf';
  await ctx.blobs.store.put(id, Readable.from([data]));
  await ctx.db.kysely
    .insertInto('files')
    .values({
      id,
      class_id: classId,
      material_id: options.materialId ?? null,
      assignment_id: options.assignmentId ?? null,
      submission_id: options.submissionId ?? null,
      uploaded_by: options.uploadedBy ?? null,
      name,
      type,
      size: data.length,
      sha256: sha256(data),
      created_at: nowIso(),
    })
    .execute();
  const parent = options.materialId
    ? { table: 'materials' as const, id: options.materialId }
    : options.assignmentId
      ? { table: 'assignments' as const, id: options.assignmentId }
      : options.submissionId
        ? { table: 'submissions' as const, id: options.submissionId }
        : null;
  if (parent) {
    const row = await ctx.db.kysely.selectFrom(parent.table).select('attachments').where('id', '=', parent.id).executeTakeFirstOrThrow();
    const list = [...(JSON.parse(row.attachments) as unknown[]), { kind: 'file', id, name, size: data.length, type }];
    await ctx.db.kysely.updateTable(parent.table).set({ attachments: JSON.stringify(list) }).where('id', '=', parent.id).execute();
  }
  return id;
}

/**
 * A student's work on an assignment made directly (the row, as the routes would leave it): for
 * tests that need work in some state without going through the student's calls.
 */
export async function addSubmission(
  ctx: TestContext,
  key: { assignmentId: string; classId: string; studentId: string },
  columns: Partial<Omit<Insertable<SubmissionsTable>, 'id' | 'assignment_id' | 'class_id' | 'student_id'>> = {},
): Promise<string> {
  const { newId, nowIso } = await import('../../src/lib/ids');
  const id = newId();
  const now = nowIso();
  await ctx.db.kysely
    .insertInto('submissions')
    .values({ id, assignment_id: key.assignmentId, class_id: key.classId, student_id: key.studentId, state: 'assigned', created_at: now, updated_at: now, ...columns })
    .execute();
  return id;
}
