import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@lyceum/shared/messages';
import { testBackend } from '../blob-stores';
import { createTestContext, type TestContext } from '../context';
import { fileScene, leftovers } from './helpers';
import { BOUNDARY, png } from './samples';

let ctx: TestContext;
let s: Awaited<ReturnType<typeof fileScene>>;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  s = await fileScene(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/** The multipart body of one PNG-headed file of `size` bytes, cut in two at `cutAt`. */
function body(size: number): Buffer {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="video.png"\r\nContent-Type: image/png\r\n\r\n`);
  const file = Buffer.concat([png(), Buffer.alloc(size - png().length, 7)]);
  return Buffer.concat([head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** Starts an upload over a real socket, sending the headers and the first `sent` bytes of the body. */
function startUpload(classId: string, token: string, payload: Buffer, sent: number): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/classes/${classId}/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(payload.subarray(0, sent));
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  return { socket, answer };
}

/** Waits until the server holds no connection, so every handler has finished with its stream. */
async function settled(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<number>((resolve, reject) => ctx.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    if (open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function incomingFiles(): Promise<string[]> {
  if (testBackend !== 'disk') return [];
  return readdir(join(ctx.blobs.env.DATA_DIR ?? '', 'files', '.incoming')).catch(() => []);
}

describe('an upload that stops half-way', () => {
  it.each([
    ['a small file', 200 * 1024],
    ['a file of several S3 parts', 12 * 1024 * 1024],
  ])('leaves nothing behind: %s', async (_kind, size) => {
    const payload = body(size);
    const { socket, answer } = startUpload(s.classId, s.teacher.token, payload, Math.floor(payload.length * 0.6));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    await answer;
    await settled();
    expect(await leftovers(ctx)).toEqual({ rows: [], blobs: [] });
    expect(await incomingFiles()).toEqual([]);
  });
});

describe('two uploads racing the deletion of their class', () => {
  it('both answer 404 and leave nothing', async () => {
    const klass = await ctx.factories.klass({ teachers: [s.teacher.id] });
    const payload = body(300 * 1024);
    const half = Math.floor(payload.length / 2);
    const uploads = [startUpload(klass.id, s.teacher.token, payload, half), startUpload(klass.id, s.teacher.token, payload, half)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    // No route deletes a class; the cascade is what any deletion of one would do.
    await ctx.db.kysely.deleteFrom('classes').where('id', '=', klass.id).execute();
    for (const { socket } of uploads) socket.write(payload.subarray(half));
    const answers = await Promise.all(uploads.map((u) => u.answer));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain(JSON.stringify({ message: API_MSG.classNotFound }));
    }
    await settled();
    await ctx.app.jobs.idle();
    expect(await leftovers(ctx)).toEqual({ rows: [], blobs: [] });
  });
});
