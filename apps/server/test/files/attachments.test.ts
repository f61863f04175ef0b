import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSchema } from '@lyceum/shared/assignments';
import { dashboardSchema } from '@lyceum/shared/dashboard';
import { LIMITS } from '@lyceum/shared/limits';
import { materialPageSchema, materialSchema, type Material } from '@lyceum/shared/materials';
import { FILE_MSG } from '@lyceum/shared/messages';
import { topicListSchema } from '@lyceum/shared/topics';
import { createTestContext, type TestContext } from '../context';
import type { TestUser } from '../factories';
import { fileScene, leftovers, sha256, uploaded } from './helpers';
import { pdf, png } from './samples';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await fileScene(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
  ctx.request({ method, url, ...(user ? { token: user.token } : {}), ...(payload ? { payload } : {}) });

const materialBody = (attachments?: unknown[]) => ({ title: 'Fractions', content: '<p>Read these</p>', topic: s.topicId, ...(attachments ? { attachments } : {}) });

async function material(attachments: unknown[], user = s.teacher): Promise<Material> {
  const res = await send('POST', '/api/materials', user, materialBody(attachments));
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return materialSchema.parse(res.json());
}

describe('attachments of a material', () => {
  it('a teacher attaches a PDF, an image and a link; a student sees them and downloads through the signed URLs', async () => {
    const sheet = pdf('sheet');
    const pdfId = await uploaded(ctx, s.teacher, s.classId, 'Sheet.pdf', sheet);
    const pngId = await uploaded(ctx, s.teacher, s.classId, 'Lab.png', png());
    const created = await material([
      { kind: 'file', file: pdfId },
      { kind: 'link', url: 'https://www.example.org/fractions?x=1', name: 'More practice' },
      { kind: 'file', file: pngId },
      { kind: 'link', url: 'https://bücher.example/' },
    ]);
    expect(created.attachments.map((a) => (a.kind === 'file' ? [a.kind, a._id, a.name, a.type] : [a.kind, a.url, a.name, a.host]))).toEqual([
      ['file', pdfId, 'Sheet.pdf', 'application/pdf'],
      ['link', 'https://www.example.org/fractions?x=1', 'More practice', 'www.example.org'],
      ['file', pngId, 'Lab.png', 'image/png'],
      ['link', 'https://bücher.example/', 'https://bücher.example/', 'xn--bcher-kva.example'],
    ]);

    const read = materialSchema.parse((await send('GET', `/api/materials/${created._id}`, s.student)).json());
    const [file, , image] = read.attachments;
    if (file?.kind !== 'file' || image?.kind !== 'file') throw new Error('files expected');
    expect(file.url).toContain(`.${s.student.id}.`);
    expect(file.size).toBe(sheet.length);
    expect(file.previewUrl).toBe(`${file.url}&inline=1`);
    const got = await send('GET', file.url, null);
    expect(got.statusCode).toBe(200);
    expect(sha256(got.rawPayload)).toBe(sha256(sheet));
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Sheet.pdf"; filename*=UTF-8''Sheet.pdf`);
    const preview = await send('GET', image.previewUrl ?? '', null);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-type']).toBe('image/png');
  });

  it('reads a material with 10 attachments in one request, each with its URLs', async () => {
    const ids = [];
    for (let i = 0; i < 10; i += 1) ids.push(await uploaded(ctx, s.teacher, s.classId, `page-${i}.png`, png()));
    const created = await material(ids.map((file) => ({ kind: 'file', file })));
    const res = await send('GET', `/api/materials/${created._id}`, s.student);
    const read = materialSchema.parse(res.json());
    expect(read.attachments).toHaveLength(10);
    expect(read.attachments.map((a) => (a.kind === 'file' ? a._id : null))).toEqual(ids);
    expect(read.attachments.every((a) => a.kind === 'file' && a.url.startsWith(`/api/files/${a._id}?access=`))).toBe(true);
    // The topic's list and the all-materials page carry them too, and the count on the card.
    const topicList = (await send('GET', `/api/topics/${s.topicId}/materials`, s.student)).json() as Material[];
    expect(topicList.find((m) => m._id === created._id)?.attachments).toHaveLength(10);
    const page = materialPageSchema.parse((await send('GET', '/api/materials?limit=200', s.student)).json());
    expect(page.find((m) => m._id === created._id)).toMatchObject({ attachmentsCount: 10 });
  });

  it('keeps the list when an edit leaves attachments out, removes what an edit drops (row and bytes), and [] removes all', async () => {
    const keep = await uploaded(ctx, s.teacher, s.classId, 'keep.pdf', pdf('keep'));
    const drop = await uploaded(ctx, s.teacher, s.classId, 'drop.pdf', pdf('drop'));
    const created = await material([{ kind: 'file', file: keep }, { kind: 'file', file: drop }]);
    const untouched = await send('PUT', `/api/materials/${created._id}`, s.teacher, materialBody());
    expect(untouched.json().attachments).toHaveLength(2);
    const edited = await send('PUT', `/api/materials/${created._id}`, s.teacher, materialBody([{ kind: 'file', file: keep }, { kind: 'link', url: 'http://example.com/x' }]));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().attachments.map((a: { kind: string }) => a.kind)).toEqual(['file', 'link']);
    await ctx.app.jobs.idle();
    let now = await leftovers(ctx);
    expect(now.rows).toContain(keep);
    expect(now.rows).not.toContain(drop);
    expect(now.blobs).not.toContain(drop);
    const cleared = await send('PUT', `/api/materials/${created._id}`, s.teacher, materialBody([]));
    expect(cleared.json().attachments).toEqual([]);
    await ctx.app.jobs.idle();
    now = await leftovers(ctx);
    expect(now.rows).not.toContain(keep);
    expect(now.blobs).not.toContain(keep);
  });

  it('refuses files that are not uploads of the class, listed twice or attached elsewhere, bad links and too many', async () => {
    const other = await ctx.factories.klass({ teachers: [s.teacher.id] });
    const foreign = await uploaded(ctx, s.teacher, other.id, 'other.pdf', pdf());
    const mine = await uploaded(ctx, s.teacher, s.classId, 'mine.pdf', pdf());
    const cases: [unknown[], string][] = [
      [[{ kind: 'file', file: foreign }], FILE_MSG.notAnUpload(0)],
      [[{ kind: 'link', url: 'https://example.org' }, { kind: 'file', file: 'nope' }], FILE_MSG.notAnUpload(1)],
      [[{ kind: 'file', file: mine }, { kind: 'file', file: mine }], FILE_MSG.listedTwice(1)],
      [[{ kind: 'link', url: 'javascript:alert(1)' }], 'attachments.0.url: must be an http(s) URL'],
      [[{ kind: 'folder' }], "attachments.0.kind: kind must be 'file' or 'link'"],
      [Array.from({ length: LIMITS.attachments + 1 }, () => ({ kind: 'link', url: 'https://example.org' })), `attachments must be at most ${LIMITS.attachments}`],
    ];
    for (const [attachments, message] of cases) {
      const res = await send('POST', '/api/materials', s.teacher, materialBody(attachments));
      expect(res.statusCode, JSON.stringify(attachments).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await material([{ kind: 'file', file: mine }]);
    const again = await send('POST', '/api/materials', s.teacher, materialBody([{ kind: 'file', file: mine }]));
    expect(again.json()).toEqual({ message: FILE_MSG.attachedElsewhere(0) });
  });

  it('gives one upload to one of two edits racing for it', async () => {
    const contested = await uploaded(ctx, s.teacher, s.classId, 'contested.pdf', pdf());
    const [a, b] = [await material([]), await material([])];
    const answers = await Promise.all(
      [a, b].map((m) => send('PUT', `/api/materials/${m._id}`, s.teacher, materialBody([{ kind: 'file', file: contested }]))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const row = await ctx.db.kysely.selectFrom('files').select('material_id').where('id', '=', contested).executeTakeFirstOrThrow();
    const winner = answers[0]?.statusCode === 200 ? a : b;
    expect(row.material_id).toBe(winner._id);
  });
});

describe('attachments of an assignment', () => {
  it('come with the assignment and stay out of the all-assignments list items', async () => {
    const id = await uploaded(ctx, s.teacher, s.classId, 'rubric.pdf', pdf('rubric'));
    const res = await send('POST', '/api/assignments', s.teacher, {
      title: 'Homework',
      description: '<p>Do it</p>',
      dueDate: '2031-01-01T10:00:00Z',
      topic: s.topicId,
      attachments: [{ kind: 'file', file: id }, { kind: 'link', url: 'https://example.org/help' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = assignmentSchema.parse(res.json());
    expect(created.attachments.map((a) => a.kind)).toEqual(['file', 'link']);
    const read = assignmentSchema.parse((await send('GET', `/api/assignments/${created._id}`, s.student)).json());
    const file = read.attachments[0];
    expect(file?.kind === 'file' && (await send('GET', file.url, null)).statusCode).toBe(200);
    const items = (await send('GET', '/api/assignments?limit=200', s.student)).json() as Record<string, unknown>[];
    expect(items.find((item) => item._id === created._id)).not.toHaveProperty('attachments');
  });
});

describe('counts on the cards and the dashboard', () => {
  it('follow a material’s attachments through a refused create, a create, edits and its delete', async () => {
    const scene = await fileScene(ctx);
    const get = async (url: string, user: TestUser) => (await send('GET', url, user)).json() as unknown;
    const counts = async () => {
      const topics = topicListSchema.parse(await get(`/api/classes/${scene.classId}/topics`, scene.teacher));
      const dashboard = dashboardSchema.parse(await get('/api/dashboard', scene.teacher));
      const admin = dashboardSchema.parse(await get('/api/dashboard', scene.admin));
      return { topic: topics.find((t) => t._id === scene.topicId)?.materialsCount, dashboard: dashboard.stats.materials, storage: admin.stats.storage?.usedBytes };
    };
    const card = async (id: string) => {
      const page = materialPageSchema.parse(await get('/api/materials?limit=200', scene.student));
      return page.find((m) => m._id === id)?.attachmentsCount ?? null;
    };
    const body = (attachments: unknown[]) => ({ title: 'Counted', content: '<p>x</p>', topic: scene.topicId, attachments });
    const sheet = pdf('counted sheet');
    const image = png();
    const sheetId = await uploaded(ctx, scene.teacher, scene.classId, 'sheet.pdf', sheet);
    const imageId = await uploaded(ctx, scene.teacher, scene.classId, 'image.png', image);
    const before = await counts();

    // Refused for one of its attachments: nothing was created, nothing counted.
    const refused = await send('POST', '/api/materials', scene.teacher, body([{ kind: 'file', file: sheetId }, { kind: 'file', file: 'no-such-upload' }]));
    expect(refused.statusCode).toBe(400);
    expect(await counts()).toEqual(before);

    const created = await send('POST', '/api/materials', scene.teacher, body([{ kind: 'file', file: sheetId }, { kind: 'link', url: 'https://example.org' }, { kind: 'file', file: imageId }]));
    expect(created.statusCode, created.body).toBe(201);
    const id = materialSchema.parse(created.json())._id;
    expect(await counts()).toEqual({ ...before, topic: before.topic! + 1, dashboard: before.dashboard + 1 });
    expect(await card(id)).toBe(3);

    // An edit dropping the image: the card says 2, and the school's storage no longer counts it.
    await send('PUT', `/api/materials/${id}`, scene.teacher, body([{ kind: 'file', file: sheetId }, { kind: 'link', url: 'https://example.org' }]));
    expect(await card(id)).toBe(2);
    expect((await counts()).storage).toBe(before.storage! - image.length);
    await send('PUT', `/api/materials/${id}`, scene.teacher, body([]));
    expect(await card(id)).toBe(0);
    expect((await counts()).storage).toBe(before.storage! - image.length - sheet.length);

    await send('DELETE', `/api/materials/${id}`, scene.teacher);
    expect(await card(id)).toBeNull();
    expect(await counts()).toEqual({ ...before, storage: before.storage! - image.length - sheet.length });
  });
});
