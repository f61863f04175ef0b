import type { RouteOptions } from 'fastify';
import { BODY_LIMIT_BYTES } from '@lyceum/shared/limits';

/** Refusals a handler itself gives; each route lists its own in `schema.refuses`. */
export type HandlerRefusal = 401 | 403 | 404 | 409;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The refusals of this route's own handler and services (403, 404, 409; 401 on a public route
     * that checks credentials). The refusals every route of a kind can give (400, 401, 408,
     * 413-415, 429, 500) are added for it by errorResponsesFor; the document lists both.
     */
    refuses?: readonly HandlerRefusal[];
    /** Answers that are not JSON, status -> description: a download's bytes (any type), a 304 (no body). */
    rawAnswers?: Readonly<Record<number, string>>;
    /** A multipart upload whose file must hold at least one byte (an empty one is a 400): the document says so. */
    fileNotEmpty?: boolean;
  }
}

export const ERROR_REF = '#/components/schemas/Error';

interface ErrorResponse {
  description: string;
  /** Each header's JSON schema, its description beside the keywords (@fastify/swagger's form). */
  headers?: Record<string, Record<string, unknown>>;
  content: { 'application/json': { schema: { $ref: string } } };
}

const answer = (description: string, headers?: ErrorResponse['headers']): ErrorResponse => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: ERROR_REF } } },
});

const DESCRIPTIONS: Record<HandlerRefusal, string> = {
  401: 'Not signed in: no bearer token, or one that is malformed, expired or revoked (a deleted user, a changed password or role).',
  403: 'Signed in, but the role, or the relation to this record (a student of the class, oneself), does not allow it.',
  404: 'No such record, or one the caller may not see (a class they are not in is not found, not forbidden).',
  409: 'Conflicts with the current data: an email address another user has, a file that is attached, or a class that is archived (read-only until restored) or already in the state asked for.',
};

/** A route's method(s) and whether one of them may carry a body (Fastify parses none for GET and HEAD). */
function takesBody(route: RouteOptions): boolean {
  return [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
}

/**
 * Every error answer `route` can give, keyed by status, each `{ message }`. The generic ones
 * follow from what the route is: any route can get a malformed URL or a NUL in its query (400),
 * be rate limited (429) or fail unexpectedly (500); a route behind the bearer check can get 401;
 * a method with a body can get a body too slow (408), too large (413) or not JSON (415); a path
 * parameter can be longer than the router takes (414). The handler's own come from `schema.refuses`.
 */
export function errorResponsesFor(route: RouteOptions): Record<string, ErrorResponse> {
  const isPublic = route.config?.public === true;
  const refuses = new Set<HandlerRefusal>(route.schema?.refuses ?? []);
  const responses: Record<string, ErrorResponse> = {
    400: answer('The request is invalid: a field of the body, a path parameter or the query breaks its schema, the JSON is malformed, or the data does not allow it. The message names the field.'),
  };
  if (!isPublic) refuses.add(401);
  for (const status of [...refuses].sort()) {
    responses[status] = answer(isPublic && status === 401 ? 'Wrong email or password.' : DESCRIPTIONS[status]);
  }
  if (takesBody(route)) {
    const types = route.schema?.consumes ?? ['application/json'];
    const json = types.length === 1 && types[0] === 'application/json';
    responses[408] = answer('The request body came too slowly, or the whole request took too long; the connection is closed.');
    // An upload's limit is its own (configurable), named in the message; a JSON body's is fixed per route.
    responses[413] = answer(json ? `The request body is larger than ${route.bodyLimit ?? BODY_LIMIT_BYTES} bytes.` : 'The upload is larger than its limit, which the message names.');
    responses[415] = answer(`The request body is not ${types.join(' or ')}, or is compressed (a Content-Encoding).`);
  }
  if (route.url.includes('/:')) responses[414] = answer('A path segment is longer than 200 bytes as sent (percent-encoded).');
  responses[429] = answer('Too many requests: try again after the number of seconds in Retry-After.', {
    'Retry-After': { description: 'Seconds until a request will be counted again.', type: 'integer', minimum: 1 },
  });
  responses[500] = answer('The server failed unexpectedly (a bug, or its database is unreachable).');
  return responses;
}
