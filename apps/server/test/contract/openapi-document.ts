import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
  security?: unknown[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>;
}

/** One operation of the document, with the Fastify route it stands for. */
export interface DocumentedOperation {
  method: string;
  /** `/api/classes/{id}` as the document writes it. */
  path: string;
  /** `PUT /api/classes/:id`, as Fastify registered it (and as the security tests name routes). */
  route: string;
  operation: Operation;
}

export async function fetchDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  return res.json<OpenApiDocument>();
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      route: `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      operation,
    })),
  );
}

/** A schema with every `#/components/schemas/X` replaced by the component itself. */
export function dereference(schema: unknown, doc: OpenApiDocument): unknown {
  if (Array.isArray(schema)) return schema.map((item) => dereference(item, doc));
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`unresolved ${ref}`);
    return dereference(target, doc);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, dereference(value, doc)]));
}

/**
 * JSON Schema 2020-12 (what an OpenAPI 3.1 document's schemas are) with the formats checked, in
 * strict mode: a keyword the validator does not know is an error, not silently ignored.
 */
export function createValidator(doc: OpenApiDocument): (schema: JsonSchema) => ValidateFunction {
  // strictRequired off: `anyOf: [{ required: [a] }, { required: [b] }]` (one of two optional
  // fields must be there) names properties its parent defines, as JSON Schema intends.
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(dereference(schema, doc) as JsonSchema);
      compiled.set(schema, validate);
    }
    return validate;
  };
}
