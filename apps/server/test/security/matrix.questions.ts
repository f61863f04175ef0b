import { API_MSG } from '@lyceum/shared/messages';
import type { TestContext } from '../context';
import type { TestUser } from '../factories';
import { membersRead, ok, refuse, signedInOnly, teachersWrite, type MatrixRow } from './matrix-types';
import { CLASS_SECRET, type Scene } from './scene';

/**
 * Question posts (docs/quizzes.md). Every cell gets a question of its own in fresh records: the
 * teacher posts it (its title carries the class's secret), and for the answers' list the enrolled
 * student has answered. Another class's teacher and a student not in the class get the question's
 * 404; a member on the wrong side a 403.
 */
const hidden = 'Question not found';

const questionRequest = (topicId: string, title = 'Question') => ({
  topic: topicId,
  title: `${title} ${CLASS_SECRET}`,
  dueDate: '2031-05-01T09:00:00.000Z',
  question: { kind: 'multiple_choice', choices: ['Yes', 'No'], showClassmates: true, studentsCanEdit: true },
});

async function send(ctx: TestContext, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object, status: number): Promise<{ assignment: { _id: string } }> {
  const res = await ctx.request({ method, url, token: user.token, payload });
  if (res.statusCode !== status) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body) as { assignment: { _id: string } };
}

/** A question in fresh records, answered by the enrolled student when asked. */
async function freshQuestion(s: Scene, answered: boolean) {
  const records = await s.fresh();
  const made = await send(s.ctx, s.users.teacher, 'POST', '/api/questions', questionRequest(records.topicId), 201);
  const id = made.assignment._id;
  if (answered) await send(s.ctx, s.users.student, 'PUT', `/api/questions/${id}/answer`, { choice: 0 }, 200);
  return { records, id };
}

export const QUESTION_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/questions',
    async call(s) {
      const { topicId } = await s.fresh();
      return { url: '/api/questions', payload: questionRequest(topicId, 'New') };
    },
    expect: teachersWrite(201, API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/questions/:id',
    call: async (s) => ({ url: `/api/questions/${(await freshQuestion(s, false)).id}` }),
    expect: membersRead(hidden),
  },
  {
    route: 'PUT /api/questions/:id',
    async call(s) {
      const { records, id } = await freshQuestion(s, false);
      return { url: `/api/questions/${id}`, payload: questionRequest(records.topicId, 'Edited') };
    },
    expect: teachersWrite(200, hidden),
  },
  {
    route: 'PUT /api/questions/:id/answer',
    call: async (s) => ({ url: `/api/questions/${(await freshQuestion(s, false)).id}/answer`, payload: { choice: 1 } }),
    expect: signedInOnly({
      admin: refuse(403, 'Only students of the class answer a question'),
      teacher: refuse(403, 'Only students of the class answer a question'),
      otherTeacher: refuse(404, hidden),
      student: ok(200),
      outsider: refuse(404, hidden),
    }),
  },
  {
    route: 'GET /api/questions/:id/answers',
    call: async (s) => ({ url: `/api/questions/${(await freshQuestion(s, true)).id}/answers` }),
    expect: membersRead(hidden),
  },
];
