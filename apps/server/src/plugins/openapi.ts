import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@lyceum/shared/common';
import { registerApiDocs } from './api-docs/api-docs';
import { fileBodyFor } from './openapi-bodies';
import { errorResponsesFor } from './openapi-responses';

/** Groups of operations, by the first segment of their path. */
const TAGS = [
  { name: 'auth', description: 'Signing in, the signed-in user, and registering users (admins).' },
  { name: 'users', description: 'Managing users (admins).' },
  { name: 'classes', description: 'Classes, their members and meeting links.' },
  { name: 'topics', description: 'Topics of a class, and the materials and assignments of a topic.' },
  { name: 'materials', description: 'Reading materials of a topic.' },
  { name: 'assignments', description: 'Assignments of a topic, with due dates.' },
  { name: 'comments', description: 'Comments on materials and assignments.' },
  { name: 'dashboard', description: "The dashboard home: the caller's classes, assignments and totals." },
] as const;

const DESCRIPTION = [
  'The Lyceum web classroom API. Every error answer is `{ "message": string }` with its status.',
  "Messages are in the caller's language: the signed-in user's choice (Settings), else the request's Accept-Language (en, es, ja, ar), else the school's default; in English they are word for word what they have always been. Of the validation messages about a field, only `<field> is required` and `<field> must be at most N characters` are translated so far; the field's name stays as the API spells it.",
  'Lengths of strings (minLength, maxLength) count characters: Unicode code points, as JSON Schema does.',
  'Request bodies are JSON (anything else is a 415) of at most the bytes the 413 answer of each operation states; the longest fields an operation allows always fit, however they are escaped.',
  'A path that exists answers a method it lacks with 405 and an Allow header. See docs/api.md.',
].join('\n\n');

/** `GET /api/classes/:id` -> `classes` (the tag), from the path's first segment after /api. */
const tagOf = (url: string): string | undefined => url.split('/')[2];

/**
 * zod -> JSON Schema for the route (fastify-type-provider-zod), then what the route alone cannot
 * say: every error answer it can give, its tag, no security on public routes, the byte limit and
 * units of its body, and the body of a route that takes files (multipart, CSV, zip) instead of JSON.
 */
function transform(input: Parameters<typeof jsonSchemaTransform>[0]): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const route = input.route as RouteOptions;
  if (result.schema.hide) return result;
  const { refuses: _handled, rawAnswers, fileNotEmpty: _said, ...schema } = result.schema as Record<string, unknown> & {
    refuses?: unknown;
    rawAnswers?: Record<string, string>;
    fileNotEmpty?: unknown;
  };
  const tag = tagOf(input.url);
  const body = schema.body as Record<string, unknown> | undefined;
  const fileBody = body ? undefined : fileBodyFor(route);
  return {
    ...result,
    schema: {
      ...schema,
      ...(tag ? { tags: [tag] } : {}),
      ...(route.config?.public ? { security: [] } : {}),
      ...(body ? { body: { ...body, description: `JSON of at most ${route.bodyLimit} bytes. Lengths count characters (Unicode code points).` } } : {}),
      ...(fileBody ? { body: fileBody } : {}),
      response: { ...(schema.response as Record<string, unknown>), ...rawResponses(rawAnswers), ...errorResponsesFor(route) },
    },
  };
}

/** Non-JSON answers: bytes of any type, or nothing at all for a 304. */
function rawResponses(answers: Record<string, string> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers).map(([status, description]) => [status, status === '304' ? { description } : { description, content: { '*/*': { schema: {} } } }]),
  );
}

/** The `{ message }` of every error answer, as one component for generated clients. */
function errorComponent(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorSchema, { target: 'draft-2020-12', io: 'output' });
  return { ...schema, description: 'Every error answer of the API.' };
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lyceum API',
        description: DESCRIPTION,
        version: '0.1.0',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [...TAGS],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { Error: errorComponent() },
      },
      security: [{ bearerAuth: [] }],
    },
    transform,
  });
}

/** The document at /api/openapi.json, and the reference that shows it at /api/docs. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  registerApiDocs(app);
}
