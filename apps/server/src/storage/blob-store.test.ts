import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBlobStore, testBackend, type TestBlobStore } from '../../test/blob-stores';
import { BlobNotFoundError } from './blob-store';

const text = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** `count` chunks of 1 MiB, each filled with its index: large without being held whole. */
function* mebibytes(count: number): Generator<Buffer> {
  for (let i = 0; i < count; i += 1) yield Buffer.alloc(1024 * 1024, i);
}

describe(`the ${testBackend} blob store`, () => {
  let t: TestBlobStore;
  beforeEach(async () => {
    t = await createTestBlobStore();
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('stores a stream under its key, reads it whole and by range, lists and deletes it', async () => {
    await t.store.put('aaaa1111bbbb', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect((await text(await t.store.read('aaaa1111bbbb'))).toString()).toBe('hello world');
    expect((await text(await t.store.read('aaaa1111bbbb', { start: 6, end: 10 }))).toString()).toBe('world');
    const listed = [];
    for await (const blob of t.store.list()) listed.push(blob);
    expect(listed).toEqual([{ key: 'aaaa1111bbbb', size: 11, modifiedAt: expect.any(Date) }]);
    await t.store.delete('aaaa1111bbbb');
    expect(await t.keys()).toEqual([]);
    // Deletes are retried and may race: a second one is not an error.
    await t.store.delete('aaaa1111bbbb');
  });

  it('streams a file larger than one S3 part and than two of the disk store\'s flushes, and keeps every byte', async () => {
    const expected = createHash('sha256');
    for (const chunk of mebibytes(40)) expected.update(chunk);
    await t.store.put('large0000001', Readable.from(mebibytes(40)));
    const actual = createHash('sha256');
    for await (const chunk of await t.store.read('large0000001')) actual.update(chunk as Buffer);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
  });

  // lib-storage reads a body's numeric byteLength/length/size as its total length and failed the
  // multipart upload when the parts did not add up to it: the upload inspector had a `size` of 0.
  it('stores every byte of a body of several S3 parts whatever lengths the stream object carries', async () => {
    const expected = createHash('sha256');
    for (const chunk of mebibytes(11)) expected.update(chunk);
    const body = Object.assign(Readable.from(mebibytes(11)), { byteLength: 0, length: 1, size: 2, start: 0, end: 0 });
    await t.store.put('lengths00001', body);
    const actual = createHash('sha256');
    for await (const chunk of await t.store.read('lengths00001')) actual.update(chunk as Buffer);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));
  });

  it('leaves nothing when the body fails half-way (past a flush of the disk store), and rejects with the body\'s error', async () => {
    async function* failing() {
      yield* mebibytes(20);
      throw new Error('client went away');
    }
    await expect(t.store.put('broken000001', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await t.keys()).toEqual([]);
    if (testBackend === 'disk') expect(await readdir(join(t.env.DATA_DIR ?? '', 'files', '.incoming'))).toEqual([]);
  });

  it('answers BlobNotFoundError for a key it does not hold', async () => {
    await expect(t.store.read('missing00001')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('refuses a key that is not one of ours (it could name a path)', async () => {
    await expect(t.store.put('../escape-me', Readable.from([Buffer.from('x')]))).rejects.toThrow('invalid blob key');
    await expect(t.store.read('a/../../etc/passwd')).rejects.toThrow('invalid blob key');
  });
});
