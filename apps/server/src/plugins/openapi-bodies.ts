import type { RouteOptions } from 'fastify';

/**
 * What a body of each non-JSON type a route accepts looks like, for the document. These routes
 * have no zod body (their handlers stream or parse the bytes themselves), so without this the
 * document would say they take no body at all.
 */
const MEDIA: Readonly<Record<string, Record<string, unknown>>> = {
  'multipart/form-data': {
    type: 'object',
    description: 'One part, named `file`, holding the file (with its file name); no other part.',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: "The file's bytes." },
    },
  },
  'text/csv': { type: 'string', contentMediaType: 'text/csv', description: 'The CSV file itself (UTF-8), as the whole body.' },
  'application/zip': { type: 'string', format: 'binary', contentMediaType: 'application/zip', description: 'The zip file itself, as the whole body.' },
};

/** An upload that refuses an empty file (the import previews instead report it as a problem). */
const NON_EMPTY_FILE: Record<string, unknown> = {
  ...MEDIA['multipart/form-data'],
  properties: {
    file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', minLength: 1, description: "The file's bytes: at least one (an empty file is refused)." },
  },
};

/**
 * The `body` to hand @fastify/swagger for a route that takes files (`consumes` without JSON): one
 * entry per media type, which it turns into the operation's `requestBody` (required). Undefined
 * for JSON routes, whose body schema comes from zod.
 */
export function fileBodyFor(route: RouteOptions): { content: Record<string, { schema: Record<string, unknown> }> } | undefined {
  const types = route.schema?.consumes ?? [];
  if (types.length === 0 || types.includes('application/json')) return undefined;
  const content = Object.fromEntries(
    types.map((type) => {
      const schema = MEDIA[type];
      if (!schema) throw new Error(`openapi-bodies.ts: no schema for a ${type} body (${route.url})`);
      return [type, { schema: type === 'multipart/form-data' && route.schema?.fileNotEmpty ? NON_EMPTY_FILE : schema }];
    }),
  );
  return { content };
}
