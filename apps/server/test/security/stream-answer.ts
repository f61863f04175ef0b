import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteKey } from './route-inventory';

/** Routes whose success is an event stream (text/event-stream) that never ends by itself. */
export const STREAM_ROUTES: readonly RouteKey[] = ['GET /api/events'];

/** What the sweeping tests read of an answer. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): unknown;
}

/** The text of an event stream up to its first message: `retry`, then `ready` (or `reset`). */
const FIRST_MESSAGE = /\nevent: \w+\ndata: .*\n\n/;

/**
 * app.inject for any route: an answer that is an event stream is read up to its first message and
 * then hung up on (waiting for its end would wait forever); a refusal is read whole, as usual.
 */
export async function injectAnswer(app: FastifyInstance, options: InjectOptions, stream: boolean): Promise<Answer> {
  if (!stream) return app.inject(options);
  const res = await app.inject({ ...options, payloadAsStream: true });
  const readable = res.stream();
  let body = '';
  for await (const chunk of readable) {
    body += String(chunk);
    if (FIRST_MESSAGE.test(body)) break;
  }
  readable.destroy();
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) as unknown };
}
