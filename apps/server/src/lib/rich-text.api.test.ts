import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { buildContentScene, sender, type ContentScene, type Send } from '../modules/topics/content.test-support';
import { QUILL_SAMPLES, XSS_PAYLOADS, harmFound } from './rich-text-corpus';

let ctx: TestContext;
let s: ContentScene;
let send: Send;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await buildContentScene(ctx);
  send = sender(ctx);
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
