import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { openContentScene, type ContentScene, type Send } from '../modules/topics/content.test-support';
import { LIMITS } from '@lyceum/shared/limits';
import { RICH_TEXT_MSG } from '@lyceum/shared/messages';
import { QUILL_LISTS, QUILL_SAMPLES, XSS_PAYLOADS, harmFound } from './rich-text-corpus';

let ctx: TestContext;
let s: ContentScene;
let send: Send;

beforeAll(async () => {
  ({ ctx, s, send } = await openContentScene());
});
afterAll(() => ctx.close());

/** A visible paragraph before each payload (an unclosed payload swallows what follows it), so the record is stored even when the attack is removed entirely. */
const KEPT = '<p>kept</p>';

describe('rich text through the API', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('stores %s harmless, as a material and as an assignment', async (payload) => {
    const material = await send('POST', '/api/materials', s.teacher, { title: 'XSS', content: KEPT + payload, topic: s.topicId });
    expect(material.statusCode).toBe(201);
    const readMaterial = await send('GET', `/api/materials/${material.json()._id}`, s.student);
    expect(harmFound(readMaterial.json().content)).toEqual([]);
    expect(readMaterial.json().content.startsWith(KEPT)).toBe(true);

    const assignment = await send('POST', '/api/assignments', s.teacher, {
      title: 'XSS', description: KEPT + payload, dueDate: '2030-01-01T00:00:00Z', topic: s.topicId,
    });
    expect(assignment.statusCode).toBe(201);
    const readAssignment = await send('GET', `/api/assignments/${assignment.json()._id}`, s.student);
    expect(harmFound(readAssignment.json().description)).toEqual([]);
    expect(readAssignment.json().description.startsWith(KEPT)).toBe(true);
  });

  it('keeps ordinary Quill 2 output byte for byte through POST, GET and PUT', async () => {
    const content = QUILL_SAMPLES.join('');
    const created = await send('POST', '/api/materials', s.teacher, { title: 'Quill', content, topic: s.topicId });
    expect(created.json().content).toBe(content);
    const id = created.json()._id;
    expect((await send('GET', `/api/materials/${id}`, s.student)).json().content).toBe(content);
    const edited = `<h3>Edited</h3>${content}`;
    expect((await send('PUT', `/api/materials/${id}`, s.admin, { title: 'Quill', content: edited, topic: s.topicId })).json().content).toBe(edited);
    expect((await send('GET', `/api/materials/${id}`, s.student)).json().content).toBe(edited);
  });

  it('keeps Quill 2 output without frames byte for byte in assignment descriptions', async () => {
    const description = QUILL_SAMPLES.filter((sample) => !sample.includes('<iframe')).join('');
    const created = await send('POST', '/api/assignments', s.teacher, { title: 'Quill', description, dueDate: '2030-01-01T00:00:00Z', topic: s.topicId });
    expect((await send('GET', `/api/assignments/${created.json()._id}`, s.student)).json().description).toBe(description);
  });
});

describe('Quill lists through the API', () => {
  const quill = QUILL_LISTS.map(([flat]) => flat).join('<p>between</p>');
  const semantic = QUILL_LISTS.map(([, stored]) => stored).join('<p>between</p>');

  it('stores and returns bullets as <ul> and numbers as <ol>, in materials', async () => {
    const created = await send('POST', '/api/materials', s.teacher, { title: 'Lists', content: quill, topic: s.topicId });
    expect(created.statusCode).toBe(201);
    expect(created.json().content).toBe(semantic);
    expect((await send('GET', `/api/materials/${created.json()._id}`, s.student)).json().content).toBe(semantic);
    const edited = await send('PUT', `/api/materials/${created.json()._id}`, s.teacher, { title: 'Lists', content: `<h2>Edited</h2>${quill}`, topic: s.topicId });
    expect(edited.json().content).toBe(`<h2>Edited</h2>${semantic}`);
  });

  it('stores and returns them so in assignment descriptions, the all-assignments list included', async () => {
    const created = await send('POST', '/api/assignments', s.teacher, { title: 'Listed', description: quill, dueDate: '2030-01-01T00:00:00Z', topic: s.topicId });
    expect(created.statusCode).toBe(201);
    expect(created.json().description).toBe(semantic);
    expect((await send('GET', `/api/assignments/${created.json()._id}`, s.student)).json().description).toBe(semantic);
    const listed = (await send('GET', '/api/assignments', s.student)).json() as { _id: string; description: string }[];
    expect(listed.find((item) => item._id === created.json()._id)?.description).toBe(semantic);
  });
});

describe('rich text nested past the limit through the API', () => {
  const deep = `${'<div>'.repeat(LIMITS.richTextDepth + 1)}x`;
  const atLimit = `${'<div>'.repeat(LIMITS.richTextDepth)}x${'</div>'.repeat(LIMITS.richTextDepth)}`;

  it('is a 400 naming the field and the limit, on create and on edit', async () => {
    expect(RICH_TEXT_MSG.tooDeep('content')).toBe(`content is nested too deeply (at most ${LIMITS.richTextDepth} levels)`);
    const material = await send('POST', '/api/materials', s.teacher, { title: 'Deep', content: deep, topic: s.topicId });
    expect([material.statusCode, material.json()]).toEqual([400, { message: RICH_TEXT_MSG.tooDeep('content') }]);
    const assignment = await send('POST', '/api/assignments', s.teacher, { title: 'Deep', description: deep, dueDate: '2030-01-01T00:00:00Z', topic: s.topicId });
    expect([assignment.statusCode, assignment.json()]).toEqual([400, { message: RICH_TEXT_MSG.tooDeep('description') }]);

    const kept = await send('POST', '/api/materials', s.teacher, { title: 'At the limit', content: atLimit, topic: s.topicId });
    expect([kept.statusCode, kept.json().content]).toEqual([201, atLimit]);
    const edited = await send('PUT', `/api/materials/${kept.json()._id}`, s.teacher, { title: 'Deeper', content: deep, topic: s.topicId });
    expect([edited.statusCode, edited.json()]).toEqual([400, { message: RICH_TEXT_MSG.tooDeep('content') }]);
    expect((await send('GET', `/api/materials/${kept.json()._id}`, s.student)).json()).toMatchObject({ title: 'At the limit', content: atLimit });
  });
});
