import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, type LogOutput } from './logger-options';

/** A stand-in for stdout that keeps what was written. */
function capture(isTTY: boolean): LogOutput & { text: () => string } {
  let text = '';
  return { isTTY, write: (chunk: string) => (text += chunk), text: () => text };
}

// Colours depend on the terminal running the tests; what matters is the words.
// eslint-disable-next-line no-control-regex
const withoutColour = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Builds a logger from the options the server would use and logs what a request handler might. */
function logThrough(output: LogOutput & { text: () => string }): string[] {
  const { stream, ...options } = loggerOptions('info', output);
  const log = pino(options, stream as pino.DestinationStream);
  log.info({ req: { method: 'POST', url: '/api/auth/login', headers: { authorization: 'Bearer secret-token' }, body: { password: 'hunter22' } } }, 'signing in');
  log.debug('not at info level');
  log.info({ reqId: '2185f4a4-70d4-414d-ba2b-a47cb2e62620', res: { statusCode: 401 }, responseTime: 13.4518 }, 'request completed');
  return output.text().trimEnd().split('\n');
}

describe('log format', () => {
  it('writes readable lines in a terminal and JSON lines to a file or pipe, with tokens and passwords redacted in both', () => {
    const terminal = logThrough(capture(true));
    expect(terminal).toHaveLength(2);
    const line = withoutColour(terminal[0] ?? '');
    expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: signing in POST \/api\/auth\/login$/);
    expect(() => JSON.parse(line) as unknown).toThrow();
    // Fastify's own request lines: the request id to follow one request, status and time.
    expect(withoutColour(terminal[1] ?? '')).toMatch(/\] INFO: \[2185f4a4\] request completed 401 in 13 ms$/);

    // Log shippers read one JSON object a line.
    const piped = logThrough(capture(false));
    expect(piped).toHaveLength(2);
    expect(JSON.parse(piped[0] ?? '')).toMatchObject({ level: 30, msg: 'signing in' });

    for (const text of [terminal.join('\n'), piped.join('\n')]) {
      expect(text).not.toContain('secret-token');
      expect(text).not.toContain('hunter22');
    }
    expect(piped.join('\n')).toContain('[Redacted]');
  });
});
