import type { TestContext } from '../context';
import type { TestUser } from '../factories';
import { addFile, addSubmission } from '../files/helpers';
import { addAttempt, addQuiz } from './quiz-records';

/** Everyone the matrix calls as: three kinds of stranger, then the five signed-in relations to a class. */
export const CALLERS = ['anonymous', 'badToken', 'expiredToken', 'admin', 'teacher', 'otherTeacher', 'student', 'outsider'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedIn = Exclude<Caller, 'anonymous' | 'badToken' | 'expiredToken'>;

/**
 * Text that only members of the scene's class may read. Every name and title in the class carries
 * it, so a 2xx body with it, sent to a non-member, is a leak whatever the route.
 */
export const CLASS_SECRET = 'SECRET-CLASS-7f3a';
/** A classmate's name: students see only a count of the students of their class, never names. */
export const CLASSMATE_SECRET = 'SECRET-CLASSMATE-9c1e';

/** One class with everything in it; made once for reads and afresh for every call that changes data. */
export interface ClassRecords {
  classId: string;
  /** Its name: what deleting it must be confirmed with. */
  className: string;
  topicId: string;
  materialId: string;
  assignmentId: string;
  /** Comments on the material by the enrolled student and by the class's teacher. */
  studentCommentId: string;
  teacherCommentId: string;
  /** Members that member-removal calls can take out. */
  extraTeacherId: string;
  classmateId: string;
  /** A file attached to the material, and an upload of the teacher's not attached to anything. */
  fileId: string;
  uploadId: string;
  /** The enrolled student (users.student), whose work on the assignment (worth 10 points) has a draft grade. */
  studentId: string;
  submissionId: string;
}

export interface Scene {
  ctx: TestContext;
  users: Record<SignedIn, TestUser>;
  /** The class of every read cell (teacher and student are members, otherTeacher and outsider are not). */
  records: ClassRecords;
  /** A quiz in the class's topic: the student's attempt at it turned in, the classmate's still open. */
  quiz: { quizId: string; attemptId: string };
  /** A class of otherTeacher with outsider enrolled, so they are members of something. */
  otherClassId: string;
  /** The Authorization header each caller sends (none for anonymous). */
  headers: Record<Caller, Record<string, string>>;
  /** Fresh records of a new class with the same members: destructive cells stay independent. */
  fresh(): Promise<ClassRecords>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token for a real admin, correctly signed, that expired an hour ago: only its age is wrong. */
function expiredToken(ctx: TestContext, userId: string): string {
  const issuedAt = Date.now() - 2 * 60 * 60 * 1000;
  // @fastify/jwt hands these to fast-jwt: clockTimestamp in ms, a numeric expiresIn in seconds.
  return ctx.app.jwt.sign({ sub: userId, ver: 0 }, { clockTimestamp: issuedAt, expiresIn: 60 * 60 } as never);
}

export async function buildScene(ctx: TestContext): Promise<Scene> {
  const f = ctx.factories;
  const users: Record<SignedIn, TestUser> = {
    admin: await f.user('admin', { name: 'Ada Admin' }),
    teacher: await f.user('teacher', { name: 'Tess Teacher' }),
    otherTeacher: await f.user('teacher', { name: 'Otto Other' }),
    student: await f.user('student', { name: 'Sam Student' }),
    outsider: await f.user('student', { name: 'Olga Outsider' }),
  };
  const other = await f.klass({ name: 'Biology', teachers: [users.otherTeacher.id], students: [users.outsider.id] });
  await f.topic(other.id, { name: 'Cells' });

  let made = 0;
  async function fresh(): Promise<ClassRecords> {
    made += 1;
    const extraTeacher = await f.user('teacher', { name: `Co-teacher ${made}` });
    const classmate = await f.user('student', { name: `Classmate ${made} ${CLASSMATE_SECRET}` });
    const klass = await f.klass({
      name: `Algebra ${made} ${CLASS_SECRET}`,
      description: `About ${CLASS_SECRET}`,
      teachers: [users.teacher.id, extraTeacher.id],
      students: [users.student.id, classmate.id],
    });
    const topic = await f.topic(klass.id, { name: `Fractions ${CLASS_SECRET}`, createdBy: users.teacher.id });
    const material = await f.material(topic.id, { title: `Notes ${CLASS_SECRET}`, content: `<p>${CLASS_SECRET}</p>`, createdBy: users.teacher.id });
    const assignment = await f.assignment(topic.id, { title: `Homework ${CLASS_SECRET}`, description: `<p>${CLASS_SECRET}</p>`, maxPoints: 10, createdBy: users.teacher.id });
    const submissionId = await addSubmission(ctx, { assignmentId: assignment.id, classId: klass.id, studentId: users.student.id }, { answer: `<p>My answer ${CLASS_SECRET}</p>`, draft_grade: 8, draft_feedback: `Good ${CLASS_SECRET}` });
    const studentComment = await f.comment({ material: material.id }, { text: `Question ${CLASS_SECRET}`, authorId: users.student.id });
    const teacherComment = await f.comment({ material: material.id }, { text: `Answer ${CLASS_SECRET}`, authorId: users.teacher.id });
    await f.comment({ assignment: assignment.id }, { text: `On homework ${CLASS_SECRET}`, authorId: users.student.id });
    const fileId = await addFile(ctx, klass.id, { materialId: material.id, name: `Slides ${CLASS_SECRET}.pdf` });
    const uploadId = await addFile(ctx, klass.id, { uploadedBy: users.teacher.id });
    return {
      classId: klass.id,
      className: klass.name,
      topicId: topic.id,
      materialId: material.id,
      assignmentId: assignment.id,
      studentCommentId: studentComment.id,
      teacherCommentId: teacherComment.id,
      extraTeacherId: extraTeacher.id,
      classmateId: classmate.id,
      fileId,
      uploadId,
      studentId: users.student.id,
      submissionId,
    };
  }

  const records = await fresh();
  const makers = { ctx, teacher: users.teacher, student: users.student, classmateId: records.classmateId };
  const quizId = await addQuiz(makers, records.topicId, CLASS_SECRET);
  const attemptId = await addAttempt(makers, quizId, { by: 'student', essay: `Mine ${CLASS_SECRET}`, turnIn: true });
  await addAttempt(makers, quizId, { by: 'classmate', essay: `Theirs ${CLASSMATE_SECRET}`, turnIn: false });

  return {
    ctx,
    users,
    records,
    quiz: { quizId, attemptId },
    otherClassId: other.id,
    headers: {
      anonymous: {},
      badToken: bearer('garbage.not-a-jwt.at-all'),
      expiredToken: bearer(expiredToken(ctx, users.admin.id)),
      admin: bearer(users.admin.token),
      teacher: bearer(users.teacher.token),
      otherTeacher: bearer(users.otherTeacher.token),
      student: bearer(users.student.token),
      outsider: bearer(users.outsider.token),
    },
    fresh,
  };
}
