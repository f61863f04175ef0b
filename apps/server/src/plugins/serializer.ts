import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Response serialisation from the same zod schemas, compiled once per route into a
 * fast-json-stringify function: it writes only the schema's properties (so anything a presenter
 * left on an object is still stripped) without re-validating every response with zod and then
 * JSON.stringify-ing it, which was the largest cost of list responses (see README "Performance").
 * A schema JSON Schema cannot express (a transform, say) keeps the zod serializer.
 * Compiled on first use, so building the app (every test file does) stays fast.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    serialize ??= compile(route as RouteSchema);
    return serialize(data);
  };
};

function compile(route: RouteSchema): (data: unknown) => string {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw', reused: 'inline' });
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJson(withNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`, which fast-json-stringify can
 * only serialise by running an ajv validation per value to pick the branch (most of the time of a
 * list whose every item has a nullable `createdBy`). Its own `nullable: true` says the same thing
 * and costs one null check.
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullable(value)]));
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isNullType(branch));
    const other = anyOf[1 - nullIndex] as Record<string, unknown> | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const { anyOf: _dropped, ...rest } = node;
      return { ...rest, ...other, nullable: true };
    }
  }
  return node;
}

const isNullType = (branch: unknown): boolean =>
  typeof branch === 'object' && branch !== null && (branch as { type?: unknown }).type === 'null' && Object.keys(branch).length === 1;
