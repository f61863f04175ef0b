import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ImportRecord } from '@lyceum/shared/imports';
import type { TestContext } from './context';

/**
 * Commits an import as the Import screen does: the commit answers 202 with it running, then the
 * import is read until it is no longer running. Answers the commit's response when it is refused,
 * else the finished import and every progress seen on the way.
 */
export async function commitAndWait(ctx: Pick<TestContext, 'request'>, id: string, token: string) {
  const started = await ctx.request({ method: 'POST', url: `/api/imports/${id}/commit`, token });
  if (started.statusCode !== 202) return { started, record: undefined, seen: [] };
  expect(started.json()).toMatchObject({ _id: id, status: 'running' });
  const seen: NonNullable<ImportRecord['progress']>[] = [];
  for (let tries = 0; tries < 2_000; tries += 1) {
    const read: LightMyRequestResponse = await ctx.request({ method: 'GET', url: `/api/imports/${id}`, token });
    expect(read.statusCode).toBe(200);
    const record = read.json() as ImportRecord;
    if (record.status !== 'running') return { started, record, seen };
    if (record.progress) seen.push(record.progress);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`import ${id} still running`);
}
