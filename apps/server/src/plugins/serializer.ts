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
 * Compiled on first use, so building the app (every test file does) stays fast; a server that
 * listens compiles the rest soon after it starts (`warmUp`), one route at a time between
 * requests, so that a route's first user does not wait for it (up to 100 ms for a quiz's).
 */
export function createSerializers(): { compiler: FastifySerializerCompiler<RouteSchema['schema']>; warmUp(): Promise<number> } {
  const cold = new Set<() => void>();
  const compiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    const ready = () => {
      cold.delete(ready);
      serialize ??= compile(route as RouteSchema);
      return serialize;
    };
    cold.add(ready);
    return (data: unknown) => (serialize ?? ready())(data);
  };
  /** Answers how many it compiled. */
  const warmUp = async () => {
    const waiting = [...cold];
    for (const ready of waiting) {
      await new Promise((resolve) => setImmediate(resolve));
      ready();
    }
    return waiting.length;
  };
  return { compiler, warmUp };
}

function compile(route: RouteSchema): (data: unknown) => string {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw', reused: 'inline' });
  } catch {
    return zodSerializerCompiler(route);
  }
  const kindChecks: Record<string, unknown> = {};
  const prepared = forFastJson(jsonSchema, kindChecks);
  return fastJson(prepared as Parameters<typeof fastJson>[0], { schema: kindChecks as Record<string, Parameters<typeof fastJson>[0]>, compileValidators: true });
}

type SchemaNode = Record<string, unknown>;

/**
 * The JSON Schema with its unions in the forms fast-json-stringify writes cheaply (asNullable,
 * byDiscriminator), rewritten from the leaves up in one walk; the tests each `if` names go in `checks`.
 */
function forFastJson(schema: unknown, checks: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => forFastJson(item, checks));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: SchemaNode = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, forFastJson(value, checks)]));
  const plain = asNullable(node) ?? node;
  return byDiscriminator(plain, checks) ?? plain;
}

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`, which fast-json-stringify can
 * only serialise by running an ajv validation per value to pick the branch (most of the time of a
 * list whose every item has a nullable `createdBy`). Its own `nullable: true` says the same thing
 * and costs one null check. Null when the node is no such union.
 */
function asNullable(node: SchemaNode): SchemaNode | null {
  const anyOf = node.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const nullIndex = anyOf.findIndex((branch) => isNullType(branch));
  const other = anyOf[1 - nullIndex] as SchemaNode | undefined;
  if (nullIndex < 0 || !other || typeof other.type !== 'string' || other.anyOf !== undefined) return null;
  const { anyOf: _dropped, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

const isNullType = (branch: unknown): boolean =>
  typeof branch === 'object' && branch !== null && (branch as { type?: unknown }).type === 'null' && Object.keys(branch).length === 1;

/**
 * A union of objects told apart by one property's constant (a quiz item's `kind`, an attachment's)
 * is written as a chain of if/then/else on that property alone. fast-json-stringify picks a
 * `oneOf` branch by validating the value against each whole branch with ajv, and ajv compiles those
 * validators, with the whole response schema they are part of, on the first response that uses
 * them: 160-250 ms on the first answer of a quiz's routes, and each value checked against every
 * branch's patterns after that. Each `if` here is a schema of its own (in `checks`, passed to
 * fast-json-stringify as an external schema), so ajv compiles one tiny schema per branch.
 * A value of no known branch is refused, as before (the chain ends in a schema it cannot meet).
 * Null when the node is no such union.
 */
function byDiscriminator(node: SchemaNode, checks: Record<string, unknown>): SchemaNode | null {
  const union = node.oneOf ?? node.anyOf;
  if (!Array.isArray(union)) return null;
  const key = discriminatorOf(union);
  if (key === null) return null;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = node;
  const values = union.map((branch) => constOf(branch, key));
  let chain: unknown = { type: 'object', properties: {}, required: [`${key} of one of ${values.join(', ')}`] };
  for (let i = union.length - 1; i >= 0; i -= 1) {
    const id = `lyceum-${key}-is-${String(values[i])}-${Object.keys(checks).length}`;
    checks[id] = { $id: id, type: 'object', properties: { [key]: { const: values[i] } }, required: [key] };
    chain = { if: { $ref: id }, then: union[i], else: chain };
  }
  return { ...rest, ...(chain as SchemaNode) };
}

/** The property every branch requires with a constant of its own, if there is one. */
function discriminatorOf(branches: unknown[]): string | null {
  const first = branches[0] as { properties?: Record<string, unknown> } | undefined;
  if (branches.length < 2 || !first?.properties) return null;
  for (const key of Object.keys(first.properties)) {
    const values = branches.map((branch) => constOf(branch, key));
    if (values.every((value) => typeof value === 'string') && new Set(values).size === values.length) return key;
  }
  return null;
}

function constOf(branch: unknown, key: string): unknown {
  const { type, properties, required } = branch as { type?: unknown; properties?: Record<string, { const?: unknown }>; required?: unknown };
  if (type !== 'object' || !Array.isArray(required) || !required.includes(key)) return undefined;
  return properties?.[key]?.const;
}
