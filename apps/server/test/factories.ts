import type { FastifyInstance } from 'fastify';
import type { Role } from '@lyceum/shared/roles';
import type { Db } from '../src/db/database';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { signToken } from '../src/plugins/auth';

/** Every factory-made user has this password (hashed once per test process: argon2 is slow on purpose). */
export const FACTORY_PASSWORD = 'password123';
let passwordHash: Promise<string> | undefined;

/** Distinct, increasing timestamps so ordering tests are deterministic. */
let clock = Date.parse('2026-01-01T00:00:00.000Z');
const tick = (): string => new Date((clock += 1000)).toISOString();

export interface TestUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  token: string;
}

export interface Factories {
  user(role: Role, overrides?: { name?: string; email?: string }): Promise<TestUser>;
  /** A class with the given teachers and students (user ids). */
  klass(options?: { name?: string; description?: string; meetingLink?: string | null; teachers?: string[]; students?: string[] }): Promise<{ id: string; name: string }>;
  topic(classId: string, options?: { name?: string; createdBy?: string | null }): Promise<{ id: string; name: string }>;
  material(topicId: string, options?: { title?: string; content?: string; createdBy?: string | null; createdAt?: string }): Promise<{ id: string }>;
  assignment(
    topicId: string,
    options?: { title?: string; description?: string; dueDate?: string; maxPoints?: number | null; createdBy?: string | null; createdAt?: string },
  ): Promise<{ id: string }>;
  comment(target: { material: string } | { assignment: string }, options?: { text?: string; authorId?: string | null }): Promise<{ id: string }>;
}

export function createFactories(app: FastifyInstance, db: Db): Factories {
  const k = db.kysely;
  let n = 0;

  async function classOfTopic(topicId: string): Promise<string> {
    const row = await k.selectFrom('topics').select('class_id').where('id', '=', topicId).executeTakeFirstOrThrow();
    return row.class_id;
  }

  return {
    async user(role, overrides = {}) {
      n += 1;
      passwordHash ??= hashPassword(FACTORY_PASSWORD);
      const now = tick();
      const row = {
        id: newId(),
        name: overrides.name ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${n}`,
        email: overrides.email ?? `${role}${n}.${newId().slice(-6)}@school.test`,
        password_hash: await passwordHash,
        role,
        created_at: now,
        updated_at: now,
      };
      await k.insertInto('users').values(row).execute();
      return { id: row.id, name: row.name, email: row.email, role, token: signToken(app, { id: row.id, token_version: 0 }) };
    },

    async klass(options = {}) {
      n += 1;
      const now = tick();
      const id = newId();
      const name = options.name ?? `Class ${n}`;
      await k
        .insertInto('classes')
        .values({ id, name, description: options.description ?? `Class: ${name}`, meeting_link: options.meetingLink ?? null, created_at: now, updated_at: now })
        .execute();
      const members = [
        ...(options.teachers ?? []).map((user_id) => ({ class_id: id, user_id, role: 'teacher' as const, created_at: now })),
        ...(options.students ?? []).map((user_id) => ({ class_id: id, user_id, role: 'student' as const, created_at: now })),
      ];
      if (members.length) await k.insertInto('class_members').values(members).execute();
      return { id, name };
    },

    async topic(classId, options = {}) {
      n += 1;
      const id = newId();
      const name = options.name ?? `Topic ${n}`;
      await k.insertInto('topics').values({ id, class_id: classId, name, created_by: options.createdBy ?? null, created_at: tick() }).execute();
      return { id, name };
    },

    async material(topicId, options = {}) {
      n += 1;
      const id = newId();
      const at = options.createdAt ?? tick();
      await k
        .insertInto('materials')
        .values({
          id,
          topic_id: topicId,
          class_id: await classOfTopic(topicId),
          title: options.title ?? `Material ${n}`,
          content: options.content ?? '<p>Lesson text</p>',
          created_by: options.createdBy ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { id };
    },

    async assignment(topicId, options = {}) {
      n += 1;
      const id = newId();
      const at = options.createdAt ?? tick();
      await k
        .insertInto('assignments')
        .values({
          id,
          topic_id: topicId,
          class_id: await classOfTopic(topicId),
          title: options.title ?? `Assignment ${n}`,
          description: options.description ?? '<p>Do the exercises</p>',
          due_date: options.dueDate ?? '2030-01-01T12:00:00.000Z',
          max_points: options.maxPoints ?? null,
          created_by: options.createdBy ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { id };
    },

    async comment(target, options = {}) {
      n += 1;
      const id = newId();
      const isMaterial = 'material' in target;
      const targetId = isMaterial ? target.material : target.assignment;
      const table = isMaterial ? 'materials' : 'assignments';
      const parent = await k.selectFrom(table).select('class_id').where('id', '=', targetId).executeTakeFirstOrThrow();
      await k
        .insertInto('comments')
        .values({
          id,
          class_id: parent.class_id,
          material_id: isMaterial ? targetId : null,
          assignment_id: isMaterial ? null : targetId,
          author_id: options.authorId ?? null,
          text: options.text ?? `Comment ${n}`,
          created_at: tick(),
        })
        .execute();
      return { id };
    },
  };
}
