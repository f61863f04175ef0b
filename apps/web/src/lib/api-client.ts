import type { z } from 'zod';
import { takeEarlyRead } from '@/lib/early-reads';
import { noteServerAnswer } from '@/lib/server-clock';

/** An HTTP failure from the API, carrying the status and the server's `{ message }`. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own message, when it sent one (shown to the user in preference to generic texts). */
  readonly serverMessage: string | undefined;
  /** The parsed error body, for screens that read more than its message (e.g. an `errors` list). */
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body?: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The server's message of a failed call, else the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

// The session owns the token; the client only holds the current one so every call carries it.
let authToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

export function setAuthToken(token: string | null): void {
  authToken = token;
}

/** Called when an authenticated call gets a 401 (expired token, deleted user): the session signs out. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** The token calls carry now, for requests made without fetch (uploads, which report progress). */
export function currentAuthToken(): string | null {
  return authToken;
}

/** A 401 to a call that carried `sentToken`: only a call that carried a token can prove the session stale (a wrong password is a 401 too). */
export function noteUnauthorized(sentToken: string | null): void {
  if (sentToken && sentToken === authToken) onUnauthorized?.();
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * What a call answers, named by its type argument: the shared zod schema's type (`typeof
 * materialSchema`, imported as a type only), or a plain type; `unknown` without one.
 *
 * The answer is typed, not checked again here. The server builds every answer from those same
 * schemas (its serializers are compiled from them, and the contract tests hold every route's
 * answers to them), while checking each one again in the browser meant zod and every schema a page
 * touched being downloaded and built before its first render: on a phone ~30 KB and, at a phone's
 * speed, some 100-300 ms of the main thread per page. The web app loads no zod at all: what a
 * user types is checked by the same rules as plain functions (e.g. isHttpUrl in shared/common).
 */
type Result<S> = S extends z.ZodType ? z.output<S> : S;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's `{ message }` (or `{ error }`) of an answer's body, if it has one. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const message = record.message ?? record.error;
  return typeof message === 'string' && message ? message : undefined;
}

/** A parsed response together with its headers (for paged lists that send a `Link` header). */
export interface WithHeaders<T> {
  data: T;
  headers: Headers;
}

async function request<S = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<Result<S>> {
  return (await requestWithHeaders<S>(method, path, options)).data;
}

async function requestWithHeaders<S = unknown>(
  method: string,
  path: string,
  { body, signal }: RequestOptions = {},
): Promise<WithHeaders<Result<S>>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const sentToken = authToken;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;

  // A read the entry started before this page had downloaded (lib/early-reads.ts) answers in its place.
  const early = method === 'GET' ? takeEarlyRead(path, sentToken) : undefined;
  const sentAt = performance.now();
  const response = await (early ??
    fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  // An early read noted its own answer, timed from when it was sent.
  if (!early) noteServerAnswer(response, sentAt);
  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) noteUnauthorized(sentToken);
    throw new ApiError(response.status, messageOf(data), data);
  }
  return { data: data as Result<S>, headers: response.headers };
}

/** JSON calls to the API, relative to the page's origin (the server serves both). */
export const api = {
  get: <S = unknown>(path: string, options?: RequestOptions) =>
    request<S>('GET', path, options),
  /** GET that also hands back the response headers (e.g. `Link: <...>; rel="next"`). */
  getWithHeaders: <S = unknown>(path: string, options?: RequestOptions) =>
    requestWithHeaders<S>('GET', path, options),
  post: <S = unknown>(path: string, options?: RequestOptions) =>
    request<S>('POST', path, options),
  put: <S = unknown>(path: string, options?: RequestOptions) =>
    request<S>('PUT', path, options),
  delete: <S = unknown>(path: string, options?: RequestOptions) =>
    request<S>('DELETE', path, options),
};
