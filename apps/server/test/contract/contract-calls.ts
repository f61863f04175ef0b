import { FACTORY_PASSWORD } from '../factories';
import { realParam, type Pool } from '../security/fuzz-bodies';
import type { RouteKey } from '../security/route-inventory';
import type { Scene } from '../security/scene';
import type { DocumentedOperation, JsonSchema, Parameter } from './openapi-document';
import { breakages, escapedJson, longestSample, validSample } from './schema-samples';

/** One request made from the document for an operation. */
export interface ContractCall {
  kind: 'valid' | 'unknown-ids' | 'invalid';
  what: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body at all. */
  body?: unknown;
  /** The body's JSON text when not JSON.stringify's (written with every escape it can have). */
  payload?: string;
}

/** Well-formed (the document allows it) but no record has it. */
export const UNKNOWN_ID = 'no-such-record-0000';

const parametersOf = (op: DocumentedOperation, where: Parameter['in']) => (op.operation.parameters ?? []).filter((p) => p.in === where);

export const bodySchemaOf = (op: DocumentedOperation): JsonSchema | undefined => op.operation.requestBody?.content['application/json']?.schema;

let emails = 0;

/** The body's references to records, pointed at real ones of the pool (or at UNKNOWN_ID). */
function withIds(route: string, body: Record<string, unknown>, pool: Pool, scene: Scene, unknown: boolean): Record<string, unknown> {
  const id = (real: string) => (unknown ? UNKNOWN_ID : real);
  const removing = route.startsWith('DELETE ');
  const out = { ...body };
  if ('topic' in out) out.topic = id(pool.topicId);
  if ('class' in out) out.class = id(pool.classId);
  // Deleting a class is confirmed with its exact name.
  if ('confirm' in out) out.confirm = unknown ? UNKNOWN_ID : pool.className;
  if ('target' in out) out.target = id(out.targetType === 'assignment' ? pool.assignmentId : pool.materialId);
  if ('teachers' in out) out.teachers = [id(removing ? pool.extraTeacherId : pool.newTeacherId)];
  if ('students' in out) out.students = [id(removing ? pool.classmateId : pool.newStudentId)];
  if (route === 'POST /api/auth/login') {
    out.email = scene.users.student.email;
    out.password = FACTORY_PASSWORD;
  } else if ('email' in out) {
    out.email = `contract${(emails += 1)}@school.test`;
  }
  return out;
}

/**
 * The valid request of an operation, pointed at the records of `pool` (unknown ids instead with
 * `unknown`): every parameter and body field the document describes, with a valid value. With
 * `longest`, every free-text field at its maximum length in wide characters, sent fully escaped.
 */
export function validCall(op: DocumentedOperation, pool: Pool, userId: string, scene: Scene, unknown = false, longest = false): ContractCall {
  const params: Record<string, string> = {};
  for (const p of parametersOf(op, 'path')) {
    const fixed = Array.isArray(p.schema.enum) ? String(p.schema.enum[0]) : null;
    params[p.name] = fixed ?? (unknown ? UNKNOWN_ID : realParam(op.route as RouteKey, p.name, pool, userId, params));
  }
  const schema = bodySchemaOf(op);
  const sample = schema ? (longest ? longestSample(schema) : validSample(schema)) : undefined;
  const body = sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? withIds(op.route, sample as Record<string, unknown>, pool, scene, unknown) : sample;
  const what = unknown ? 'unknown ids' : longest ? 'longest fields, escaped' : 'valid';
  return { kind: unknown ? 'unknown-ids' : 'valid', what, params, query: {}, ...(schema ? { body } : {}), ...(schema && longest ? { payload: escapedJson(body) } : {}) };
}

/** A query or path value as text, and as the document reads it (a number for a numeric schema). */
const asText = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const asRead = (schema: JsonSchema, text: string): unknown =>
  (schema.type === 'integer' || schema.type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;

/**
 * Requests the document refuses, each breaking one rule of one parameter or body field of the
 * valid request (one level into arrays: an id in a list), or the body as a whole. `allows` says
 * whether the document accepts a value for a schema; breakages it accepts are dropped.
 */
export function invalidCalls(op: DocumentedOperation, valid: ContractCall, allows: (schema: JsonSchema, value: unknown) => boolean): ContractCall[] {
  const calls: ContractCall[] = [];
  const invalid = (what: string, change: Partial<ContractCall>): void => {
    calls.push({ ...valid, ...change, kind: 'invalid', what });
  };
  for (const where of ['path', 'query'] as const) {
    for (const p of parametersOf(op, where)) {
      for (const b of breakages(p.schema, validSample(p.schema))) {
        const text = asText(b.value);
        if (text === null || allows(p.schema, asRead(p.schema, text))) continue;
        const key = where === 'path' ? 'params' : 'query';
        invalid(`${where} ${p.name}: ${b.what}`, { [key]: { ...valid[key], [p.name]: text } });
      }
    }
  }
  const schema = bodySchemaOf(op);
  const body = valid.body;
  if (!schema || body === null || typeof body !== 'object' || Array.isArray(body)) return calls;
  const fields = body as Record<string, unknown>;
  invalid('a JSON array for the body', { body: [] });
  invalid('a JSON string for the body', { body: 'text' });
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required ?? []) as string[]) {
    const { [name]: _dropped, ...rest } = fields;
    invalid(`body without ${name} (required)`, { body: rest });
  }
  for (const [name, property] of Object.entries(properties)) {
    const current = fields[name];
    const candidates = [...breakages(property, current)];
    if (property.type === 'array' && Array.isArray(current) && current.length > 0) {
      const items = (property.items ?? {}) as JsonSchema;
      for (const b of breakages(items, current[0])) candidates.push({ what: `an item: ${b.what}`, value: [b.value] });
    }
    for (const b of candidates) {
      const changed = { ...fields, [name]: b.value };
      if (!allows(schema, changed)) invalid(`body ${name}: ${b.what}`, { body: changed });
    }
  }
  return calls;
}

/** The URL of a call: the path with its parameters, then the query. */
export function urlOf(op: DocumentedOperation, call: ContractCall): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(call.params[name] ?? ''));
  const query = new URLSearchParams(call.query).toString();
  return query ? `${path}?${query}` : path;
}
