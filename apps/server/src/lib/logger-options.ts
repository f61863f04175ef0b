import type { FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { Config } from '../config';

/** Tokens and passwords never reach the log, in either format. */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.body.password'];

/** Where log lines go: process.stdout, or a test's stand-in. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * The server's logger: one JSON object a line when stdout is a file or a pipe (what log shippers
 * and `journalctl -o json` parse), readable lines when a person watches a terminal.
 */
export function loggerOptions(level: Config['LOG_LEVEL'], output: LogOutput = process.stdout): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const options = { level, redact: REDACTED_PATHS };
  if (!output.isTTY) {
    // pino's own default destination (stdout, synchronous) for everyone but the test's stand-in.
    return output === process.stdout ? options : { ...options, stream: { write: (line: string) => output.write(line) } };
  }
  // Formatted on the main thread, synchronously: a terminal is a person reading along, not a
  // throughput target, and lines keep their order with console.log and survive process.exit.
  const prettify = prettyFactory({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: requestLine,
  });
  return { ...options, stream: { write: (line: string) => output.write(prettify(line)) } };
}

interface LogEntry {
  reqId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/**
 * Fastify's request lines as a person reads them: "[1a2b3c4d] request completed POST /api/x 201
 * in 12 ms" rather than the objects behind them; the request id stays, to follow one request.
 */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const { reqId, req, res, responseTime } = log as LogEntry;
  const parts = [typeof reqId === 'string' ? `[${reqId.slice(0, 8)}]` : '', String(log[messageKey] ?? '')];
  if (req) parts.push(`${String(req.method)} ${String(req.url)}`);
  if (res) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`in ${responseTime.toFixed(0)} ms`);
  return parts.filter(Boolean).join(' ');
}
