import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassAnswers, QuestionView } from '@lyceum/shared/questions';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { buildWorkScene, callAs, expectOk, expectRefused, FUTURE, workApi, type Body, type WorkScene } from '../../src/modules/submissions/submissions.test-support';

let ctx: TestContext;
let s: WorkScene;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
  call = callAs(ctx);
});
afterAll(() => ctx.close());

const CHOICES = ['Mercury', 'Venus', 'Mars'];
const questionBody = (question: Record<string, unknown> = {}) => ({
  topic: s.topicId,
  title: 'Which planet is closest to the sun?',
  description: '',
  dueDate: FUTURE,
  maxPoints: 5,
  question: { kind: 'multiple_choice', choices: CHOICES, showClassmates: true, studentsCanEdit: false, ...question },
});

async function post(question: Record<string, unknown> = {}): Promise<string> {
  return expectOk<QuestionView>(await call('POST', '/api/questions', s.teacher, questionBody(question)), 201).assignment._id;
}
const answer = (user: TestUser, id: string, body: Body) => call('PUT', `/api/questions/${id}/answer`, user, body);
const answers = (user: TestUser, id: string) => call('GET', `/api/questions/${id}/answers`, user);
const view = (user: TestUser, id: string) => call('GET', `/api/questions/${id}`, user);

describe('question posts', () => {
  it('is an assignment of work type question that the class sees and no one else', async () => {
    const id = await post();
    const seen = expectOk<QuestionView>(await view(s.student, id));
    expect(seen.assignment.workType).toBe('question');
    expect(seen.question).toEqual({ kind: 'multiple_choice', choices: CHOICES, showClassmates: true, studentsCanEdit: false });
    expect(seen.mine).toBeNull();
    for (const stranger of [s.outsider, s.otherTeacher]) expectRefused(await view(stranger, id), 404, 'Question not found');
    expectRefused(await answer(s.outsider, id, { choice: 0 }), 404, 'Question not found');
    expectRefused(await answers(s.otherTeacher, id), 404, 'Question not found');
    expectRefused(await answer(s.teacher, id, { choice: 0 }), 403, 'Only students of the class answer a question');
  });

  it('takes one answer, turned in as work, and refuses a change unless the teacher allows it', async () => {
    const id = await post();
    expectRefused(await answer(s.student, id, { text: 'Mercury' }), 400, 'Answer this question as it asks: a choice for multiple choice, text for a short answer');
    expectRefused(await answer(s.student, id, { choice: 3 }), 400, 'This question has no such choice');
    const mine = expectOk<QuestionView>(await answer(s.student, id, { choice: 0 })).mine;
    expect(mine).toMatchObject({ text: 'Mercury', choice: 0, state: 'turned_in', grade: null });
    expectRefused(await answer(s.student, id, { choice: 1 }), 409, 'You have answered this question: your teacher does not allow changing the answer');
    // The plain work routes do not go around that rule.
    const work = workApi(ctx);
    expectRefused(await work.unsubmit(s.student, id, s.student.id), 409, 'A question is answered on its page, not turned in as work');
    expectRefused(await work.save(s.student, id, s.student.id, { answer: '<p>Venus</p>' }), 409, 'A question is answered on its page, not turned in as work');
    // The teacher sees it as turned-in work.
    const submission = expectOk<{ state: string; answer: string }>(await work.get(s.teacher, id, s.student.id));
    expect(submission).toMatchObject({ state: 'turned_in', answer: '<p>Mercury</p>' });
  });

  it("shows classmates' answers to a student only when allowed and once they answered; the teacher always, with the counts", async () => {
    const hidden = await post({ showClassmates: false });
    expectOk(await answer(s.student, hidden, { choice: 1 }));
    expectRefused(await answers(s.student, hidden), 403, "Your teacher has not shared classmates' answers to this question");

    const shared = await post({ studentsCanEdit: true });
    expectOk(await answer(s.classmate, shared, { choice: 2 }));
    expectRefused(await answers(s.student, shared), 403, "Answer the question first to see your classmates' answers");
    expectOk(await answer(s.student, shared, { choice: 1 }));
    // Allowed to edit: the answer changes, still turned in.
    expect(expectOk<QuestionView>(await answer(s.student, shared, { choice: 0 })).mine).toMatchObject({ choice: 0, state: 'turned_in' });
    const forStudent = expectOk<ClassAnswers>(await answers(s.student, shared));
    expect(forStudent.answers.map((a) => [a.student.name, a.text])).toEqual([['Cleo Classmate', 'Mars'], ['Sam Student', 'Mercury']]);
    expect(forStudent.answers[0]).not.toHaveProperty('grade');
    const forTeacher = expectOk<ClassAnswers>(await answers(s.teacher, shared));
    expect({ counts: forTeacher.counts, answered: forTeacher.answered, students: forTeacher.students }).toEqual({ counts: [1, 0, 1], answered: 2, students: 2 });
  });

  it('is graded and returned through the work routes; a returned answer no longer changes', async () => {
    const id = await post({ kind: 'short_answer', choices: [], studentsCanEdit: true });
    expectOk(await answer(s.student, id, { text: '  Mercury <b>first</b> ' }));
    const work = workApi(ctx);
    expect(expectOk<{ answer: string }>(await work.get(s.teacher, id, s.student.id)).answer).toBe('<p>Mercury &lt;b&gt;first&lt;/b&gt;</p>');
    expectOk(await work.grade(s.teacher, id, s.student.id, { grade: 4 }));
    expect(expectOk<QuestionView>(await view(s.student, id)).mine).toMatchObject({ state: 'turned_in', grade: null });
    expectOk(await work.returnWork(s.teacher, id, s.student.id));
    expect(expectOk<QuestionView>(await view(s.student, id)).mine).toMatchObject({ text: 'Mercury <b>first</b>', state: 'returned', grade: 4 });
    expectRefused(await answer(s.student, id, { text: 'Venus' }), 409, 'Your answer has been returned: it can no longer change');
  });

  it('keeps its kind and choices once answered', async () => {
    const id = await post();
    expectOk(await call('PUT', `/api/questions/${id}`, s.teacher, questionBody({ choices: ['Mercury', 'Venus', 'Earth'] })));
    expectOk(await answer(s.student, id, { choice: 0 }));
    expectRefused(
      await call('PUT', `/api/questions/${id}`, s.teacher, questionBody({ choices: ['Mercury', 'Venus'] })),
      409,
      'Students have answered: the kind and choices of the question can no longer change',
    );
    // Other fields still change.
    expect(expectOk<QuestionView>(await call('PUT', `/api/questions/${id}`, s.teacher, { ...questionBody({ choices: ['Mercury', 'Venus', 'Earth'] }), title: 'Closest planet?' })).assignment.title).toBe('Closest planet?');
  });
});
