import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QTI_PACKAGE_MAX_BYTES } from '@lyceum/shared/quiz-import';
import { quizItemSchema, type QuizItem } from '@lyceum/shared/quiz-items';
import { QUIZ_API_MSG, type QuizImportPreview } from '@lyceum/shared/quizzes';
import { createTestContext, type TestContext } from '../context';
import { multipart } from '../files/samples';
import { buildWorkScene, expectOk, expectRefused, type WorkScene } from '../../src/modules/submissions/submissions.test-support';
import { renameEntry, zipOf } from '../../src/modules/imports/oneroster/test-support/bundle';
import { QTI_PACKAGE_LIMITS, QTI_PACKAGE_MSG } from '../../src/modules/quizzes/qti-package';
import { qti3ItemXml } from '../../src/modules/quizzes/qti3-item-writer';

// Engine-independent (nothing is stored): SQLite only, see vitest.config.ts.
let ctx: TestContext;
let s: WorkScene;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildWorkScene(ctx);
});
afterAll(() => ctx.close());

const single = (id: string): QuizItem =>
  quizItemSchema.parse({ kind: 'single_choice', id, prompt: `<p>Question ${id}?</p>`, points: 1, choices: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' });
const resource = (href: string, type = 'imsqti_item_xmlv3p0') => `<resource identifier="${href}" type="${type}" href="${href}"/>`;
const manifest = (...resources: string[]) => `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="m"><resources>${resources.join('')}</resources></manifest>`;
const XXE = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><qti-assessment-item identifier="x">&e;</qti-assessment-item>';

const upload = (data: Buffer, token = s.teacher.token) => {
  const { payload, headers } = multipart([{ filename: 'package.zip', type: 'application/zip', data }]);
  return ctx.request({ method: 'POST', url: '/api/quizzes/import-preview/package', token, payload, headers });
};

describe('POST /api/quizzes/import-preview/package', () => {
  it("reads the items in the manifest's order, naming each problem and what was not read, saving nothing", async () => {
    const before = await ctx.db.kysely.selectFrom('quiz_items').select('item_id').execute();
    const zip = renameEntry(
      await zipOf({
        'b.xml': qti3ItemXml(single('b'), 'Second in the zip'),
        'a.xml': qti3ItemXml(single('a'), 'First in the manifest'),
        'x.xml': XXE,
        'zz/evil.xml': 'anything',
        'imsmanifest.xml': manifest(resource('a.xml'), resource('x.xml'), resource('b.xml'), resource('test.xml', 'imsqti_test_xmlv3p0')),
      }),
      'zz/evil.xml',
      '../evil.xml',
    );
    const preview = expectOk<QuizImportPreview>(await upload(zip));
    expect(preview.questions.map((q) => [q.index, q.title, q.kind])).toEqual([
      [1, 'First in the manifest', 'single_choice'],
      [2, 'x.xml', null],
      [3, 'Second in the zip', 'single_choice'],
    ]);
    expect(preview.questions[1]?.problems.join(' ')).toMatch(/DOCTYPE|entit/i);
    expect(preview.warnings).toEqual(['Entries with unsafe names were not read: ../evil.xml', QTI_PACKAGE_MSG.resourceSkipped('imsqti_test_xmlv3p0')]);
    expect(await ctx.db.kysely.selectFrom('quiz_items').select('item_id').execute()).toEqual(before);
  });

  it('a zip bomb or a package without a manifest is a 400 saying why; not a zip, or no file, a 415', async () => {
    const bomb = await zipOf({ 'imsmanifest.xml': manifest(resource('a.xml')), 'a.xml': Buffer.alloc(QTI_PACKAGE_LIMITS.maxEntryBytes + 1, 0x20) });
    expectRefused(await upload(bomb), 400, QTI_PACKAGE_MSG.entryTooLarge('a.xml', QTI_PACKAGE_LIMITS.maxEntryBytes));
    expectRefused(await upload(await zipOf({ 'a.xml': qti3ItemXml(single('a'), 'A') })), 400, QTI_PACKAGE_MSG.manifestMissing);
    const { payload, headers } = multipart([{ filename: 'package.zip', type: 'application/zip', data: await zipOf({ 'a.xml': qti3ItemXml(single('a'), 'A') }) }]);
    const inSpanish = await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview/package', token: s.teacher.token, payload, headers: { ...headers, 'accept-language': 'es' } });
    expectRefused(inSpanish, 400, 'El paquete no tiene ningún imsmanifest.xml en su nivel superior.');
    expectRefused(await upload(Buffer.from('<qti-assessment-item/>')), 415, 'The file is not a zip: a QTI content package is a zip holding an imsmanifest.xml');
    expectRefused(
      await ctx.request({ method: 'POST', url: '/api/quizzes/import-preview/package', token: s.teacher.token, payload: { text: 'x' } }),
      415,
      'Send the QTI package as multipart/form-data in a field named "file", or as an application/zip body',
    );
  });

  it('a package past the upload limit is a 413; students are refused before it is read', async () => {
    expectRefused(await upload(Buffer.alloc(QTI_PACKAGE_MAX_BYTES + 1)), 413, 'The package is larger than the upload limit of 50 MB');
    expectRefused(await upload(await zipOf({ 'imsmanifest.xml': manifest(resource('a.xml')) }), s.student.token), 403, QUIZ_API_MSG.importTeachersOnly);
  });
});

describe("POST /api/quizzes/import-preview in the teacher's language", () => {
  it("names a GIFT file's problems and warnings in the request's language, on the same lines; English as before", async () => {
    const gift = ['::Sum:: Two plus two? {=4 #Right! ~5}', '', '::Broken:: Capital of France? {=Paris ~Lyon'].join('\n');
    const preview = (language: string) =>
      ctx.request({ method: 'POST', url: '/api/quizzes/import-preview', token: s.teacher.token, payload: { format: 'gift', text: gift }, headers: { 'accept-language': language } });
    const inSpanish = expectOk<QuizImportPreview>(await preview('es'));
    expect(inSpanish.questions.map((q) => [q.line, q.problems, q.warnings])).toEqual([
      [1, [], ['Los comentarios tras # no se conservan']],
      [3, ['El bloque de respuestas que se abre aquí no se cierra con }'], []],
    ]);
    const inEnglish = expectOk<QuizImportPreview>(await preview('en'));
    expect(inEnglish.questions.map((q) => [q.line, q.problems, q.warnings])).toEqual([
      [1, [], ['Feedback after # is not kept']],
      [3, ['The answer block opened here is not closed with }'], []],
    ]);
  });
});
