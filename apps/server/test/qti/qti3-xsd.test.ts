// Lyceum's QTI 3.0 items are checked by a party other than ourselves: libxml2 (xmllint-wasm)
// against 1EdTech's own QTI 3.0.1 schema (xsd-3.0.1/README.md says where the files come from).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { quizItemSchema, type QuizItemInput } from '@lyceum/shared/quiz-items';
import { qtiManifestXml } from '../../src/modules/quizzes/qti-package';
import { qti3ItemXml } from '../../src/modules/quizzes/qti3-item-writer';

const dir = fileURLToPath(new URL('./xsd-3.0.1/', import.meta.url));
const MAIN = 'imsqti_asiv3p0p1_v1p0.xsd';
const PACKAGE = 'imsqtiv3p0_imscpv1p2_v1p0.xsd';
const file = (fileName: string) => ({ fileName, contents: readFileSync(`${dir}${fileName}`, 'utf8') });
/** The schema for `main`, the others preloaded for its imports. */
const schemaFor = (main: string) => ({ schema: [file(main)], preload: readdirSync(dir).filter((name) => name.endsWith('.xsd') && name !== main).map(file) });

const choices = (...ids: string[]) => ids.map((id) => ({ id, text: `Choice ${id}` }));
const prompt = '<p>Which is <strong>right</strong>?<br>See <a href="https://example.org">the text</a>.</p><ul><li>One</li></ul><img src="https://example.org/a.png" alt="A">';
const every: QuizItemInput[] = [
  { kind: 'single_choice', id: 'q1', prompt, points: 2, choices: choices('a', 'b'), correct: 'b' },
  { kind: 'multiple_response', id: 'q2', prompt, points: 4, choices: choices('a', 'b', 'c'), correct: ['a', 'c'], scoring: 'partial' },
  { kind: 'multiple_response', id: 'q2b', prompt, points: 1, choices: choices('a', 'b'), correct: [], scoring: 'all_or_nothing' },
  { kind: 'true_false', id: 'q3', prompt, points: 1, correct: false },
  { kind: 'text_entry', id: 'q4', prompt, points: 1.5, accepted: ['Curie', 'Marie Curie'] },
  { kind: 'numeric', id: 'q5', prompt, points: 1, answer: 9.81, tolerance: 0.05, toleranceMode: 'relative' },
  { kind: 'numeric', id: 'q5b', prompt, points: 1, answer: 42 },
  { kind: 'ordering', id: 'q6', prompt, points: 3, choices: choices('a', 'b', 'c'), scoring: 'partial' },
  { kind: 'ordering', id: 'q6b', prompt, points: 3, choices: choices('a', 'b'), scoring: 'all_or_nothing' },
  { kind: 'matching', id: 'q7', prompt, points: 2, sources: choices('s1', 's2'), targets: choices('t1', 't2'), pairs: [{ source: 's1', target: 't2' }, { source: 's2', target: 't1' }] },
  { kind: 'inline_choice', id: 'q8', prompt: '<p>Water boils at {{g1}} °C and freezes at {{g2}}.</p>', points: 2, gaps: [{ id: 'g1', choices: choices('h90', 'h100'), correct: 'h100' }, { id: 'g2', choices: choices('z0', 'z4'), correct: 'z0' }] },
  { kind: 'essay', id: 'q9', prompt, points: 10 },
];

describe("QTI 3.0 items against 1EdTech's schema", () => {
  // One run (compiling the schema is most of its time): every kind as Lyceum writes it, and one
  // broken item, which shows the check can fail.
  it('every kind Lyceum writes is valid; an element QTI does not have is not', { timeout: 60_000 }, async () => {
    const xml = every.map((input) => ({ fileName: `${input.id}.xml`, contents: qti3ItemXml(quizItemSchema.parse(input), `Item ${input.id}`) }));
    const broken = qti3ItemXml(quizItemSchema.parse(every[0]), 'Broken').replace('<qti-item-body>', '<qti-item-body><qti-no-such-thing/>');
    const result = await validateXML({ xml: [...xml, { fileName: 'broken.xml', contents: broken }], ...schemaFor(MAIN), maxMemoryPages: 16 * 1024 });
    expect(result.errors.map((error) => error.loc?.fileName)).toEqual(['broken.xml']);
    expect(result.errors[0]?.rawMessage).toContain('qti-no-such-thing');
  });

  it("a package's imsmanifest.xml is valid against QTI 3.0's content packaging schema", { timeout: 60_000 }, async () => {
    const manifest = qtiManifestXml(every.slice(0, 3).map((input) => ({ item: quizItemSchema.parse(input), title: input.id })), 'lyceum-quiz-1');
    const broken = manifest.replace('<organizations/>', '<organizations/><no-such-thing/>');
    const result = await validateXML({ xml: [{ fileName: 'imsmanifest.xml', contents: manifest }, { fileName: 'broken-manifest.xml', contents: broken }], ...schemaFor(PACKAGE), maxMemoryPages: 16 * 1024 });
    expect(result.errors.map((error) => error.loc?.fileName)).toEqual(['broken-manifest.xml']);
  });
});
