import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_API_MSG, type QuizImportPreview } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import { buildWorkScene, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { GIFT_MSG } from '../../src/modules/quizzes/gift';

let ctx: TestContext;
let s: WorkScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
});
afterAll(() => ctx.close());

const GIFT = ['::Capital:: <b>Capital</b> of France?<script>alert(1)</script> {=Paris ~Lyon ~Nice}', '', '::Broken:: Two plus two? {=4 ~5', '', '::Next:: The sky is blue. {TRUE}'].join('\n');

describe('POST /api/quizzes/import-preview', () => {
  it('lists each question with its kind, item and problems (with the line), sanitised, saving nothing', async () => {
    const before = await ctx.db.kysely.selectFrom('quiz_items').select('item_id').execute();
    const preview = expectOk<QuizImportPreview>(
      await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview', token: s.teacher.token, payload: { format: 'gift', text: GIFT } }),
    );
    expect(preview.questions.map((q) => [q.line, q.title, q.kind])).toEqual([
      [1, 'Capital', 'single_choice'],
      [3, 'Broken', null],
      [5, 'Next', 'true_false'],
    ]);
    expect(preview.questions[0]?.item?.prompt).not.toMatch(/<script/i);
    expect(preview.questions[1]?.problems).toContain(GIFT_MSG.unclosed);
    expect(await ctx.db.kysely.selectFrom('quiz_items').select('item_id').execute()).toEqual(before);
  });

  it('names a file that cannot be read, what is wrong in it and where in the teacher\'s language, and is for teachers and admins only', async () => {
    const bad = expectOk<QuizImportPreview>(
      await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview', token: s.admin.token, payload: { format: 'moodle_xml', text: '<quiz><question' } }),
    );
    expect(bad.problem).toBe('The XML cannot be read: the XML is not well-formed (the file ends inside the tag that starts near line 1, column 7)');
    const inSpanish = expectOk<QuizImportPreview>(
      await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview', token: s.teacher.token, headers: { 'accept-language': 'es' }, payload: { format: 'moodle_xml', text: '<quiz>\n<question type="truefalse"><name><text>Sky &nbsp;</text></name></question></quiz>' } }),
    );
    expect(inSpanish.problem).toBe('No se puede leer el XML: el XML no está bien formado (cerca de la línea 2, columna 34: &nbsp; no es ninguna de las cinco entidades que XML conoce: &amp; &lt; &gt; &quot; &apos;)');
    expectRefused(
      await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview', token: s.student.token, payload: { format: 'gift', text: GIFT } }),
      403,
      QUIZ_API_MSG.importTeachersOnly,
    );
  });
});
