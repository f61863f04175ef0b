import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, MAX_JSON_BYTES_PER_CHAR } from '@lyceum/shared/limits';

const MIB = 1024 * 1024;

/** The shortest JSON of a number of any size our bodies hold; no field of ours takes one. */
const NUMBER_BYTES = 24;

type JsonSchema = Record<string, unknown>;

const asSchema = (value: unknown): JsonSchema => (value !== null && typeof value === 'object' ? (value as JsonSchema) : {});

/**
 * The most bytes the JSON of any value `schema` allows can take, every string at its maxLength
 * and written worst-case (MAX_JSON_BYTES_PER_CHAR a character, keys escaped too), every array at
 * its maxItems, without whitespace. Throws where the schema sets no bound: every string and
 * array a body may carry must have one, or the body limit could refuse what the document allows.
 */
export function worstCaseJsonBytes(schema: JsonSchema, at = 'body'): number {
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (branches) return Math.max(...branches.map((branch, i) => worstCaseJsonBytes({ ...schema, anyOf: undefined, oneOf: undefined, ...asSchema(branch) }, `${at}[${i}]`)));
  if ('const' in schema) return JSON.stringify(schema.const).length * MAX_JSON_BYTES_PER_CHAR;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length * MAX_JSON_BYTES_PER_CHAR));
  // A nullable scalar comes as a list of types (`["boolean", "null"]`): the largest of them.
  if (Array.isArray(schema.type)) return Math.max(...schema.type.map((type: unknown) => worstCaseJsonBytes({ ...schema, type }, at)));
  switch (schema.type) {
    case 'string': {
      if (typeof schema.maxLength !== 'number') throw new Error(`${at}: a string without maxLength has no worst case`);
      return 2 + schema.maxLength * MAX_JSON_BYTES_PER_CHAR;
    }
    case 'array': {
      if (typeof schema.maxItems !== 'number') throw new Error(`${at}: an array without maxItems has no worst case`);
      const item = worstCaseJsonBytes(asSchema(schema.items), `${at}[]`);
      return 2 + schema.maxItems * (item + 1);
    }
    case 'object': {
      const properties = Object.entries(asSchema(schema.properties));
      const members = properties.map(([key, value]) => 2 + key.length * MAX_JSON_BYTES_PER_CHAR + 1 + worstCaseJsonBytes(asSchema(value), `${at}.${key}`));
      return 2 + members.reduce((sum, bytes) => sum + bytes + 1, 0);
    }
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    default:
      throw new Error(`${at}: no worst case for a schema without a type`);
  }
}

/** The body limit of a route with this JSON body schema: BODY_LIMIT_BYTES, or whole MiB enough for its worst case. */
export function bodyLimitFor(schema: JsonSchema, at: string): number {
  const worst = worstCaseJsonBytes(schema, at);
  return Math.max(BODY_LIMIT_BYTES, Math.ceil(worst / MIB) * MIB);
}

/**
 * Gives each route with a JSON body schema a body limit its longest allowed body fits, unless the
 * route sets its own (an upload route will). Limits are in bytes while field limits are in
 * characters; this is where the two are made to agree.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.schema?.body;
    if (route.bodyLimit !== undefined || !(body instanceof z.ZodType)) return;
    const json = z.toJSONSchema(body, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
    route.bodyLimit = bodyLimitFor(json, `${String(route.method)} ${route.url} body`);
  });
}
