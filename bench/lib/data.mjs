import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { ROOT } from './proc.mjs';

// BENCH_DATA_DIR: another folder for the district (a second copy, e.g. seeded afresh beside one in use).
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : join(ROOT, 'bench', 'data');
const SQLITE_FILE = join(BENCH_DATA_DIR, 'lyceum.db');
const DISTRICT_USERS = 20_000;

function run(title, command, args, env = {}) {
  console.log(`\n> ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${title} failed (exit ${result.status})`);
}

/** Builds the web app and the server bundle when missing or out of date. */
export const ensureBuilt = () => run('build (if needed)', process.execPath, ['scripts/start.mjs', '--build-only']);

/** One engine's access for the bench's own checks: counts and clean-up, outside the server. */
export function openStore(databaseUrl) {
  if (databaseUrl) {
    const client = () => new pg.Client({ connectionString: databaseUrl });
    const query = async (text, values) => {
      const c = client();
      await c.connect();
      try {
        return (await c.query(text, values)).rows;
      } finally {
        await c.end();
      }
    };
    return {
      engine: 'postgres',
      env: { DATABASE_URL: databaseUrl, DATA_DIR: BENCH_DATA_DIR },
      async userCount() {
        const rows = await query("select count(*)::int as n from information_schema.tables where table_name = 'users'");
        if (rows[0].n === 0) return 0;
        return (await query('select count(*)::int as n from users'))[0].n;
      },
      async countText(text) {
        return (await query('select count(*)::int as n from comments where text = $1', [text]))[0].n;
      },
      async deleteBenchComments(prefix) {
        await query('delete from comments where text like $1', [`${prefix}%`]);
      },
      async submissionCount() {
        const rows = await query("select count(*)::int as n from information_schema.tables where table_name = 'submissions'");
        if (rows[0].n === 0) return 0;
        return (await query('select count(*)::int as n from submissions'))[0].n;
      },
      async countTurnedInSince(since, studentIds) {
        return (await query("select count(*)::int as n from submissions where state = 'turned_in' and turned_in_at >= $1 and student_id = any($2)", [since, studentIds]))[0].n;
      },
      async undoTurnInsSince(since) {
        await query("update submissions set state = 'assigned', turned_in_at = null, late = 0 where state = 'turned_in' and turned_in_at >= $1", [since]);
      },
      async deleteEventsSince(since) {
        if ((await query("select count(*)::int as n from information_schema.tables where table_name = 'events'"))[0].n === 0) return;
        await query('delete from events where created_at >= $1', [since]);
      },
    };
  }
  const withDb = (fn) => {
    const db = new Database(SQLITE_FILE);
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  return {
    engine: 'sqlite',
    env: { DATA_DIR: BENCH_DATA_DIR },
    async userCount() {
      if (!existsSync(SQLITE_FILE)) return 0;
      return withDb((db) => {
        const table = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'users'").get();
        return table.n === 0 ? 0 : db.prepare('select count(*) as n from users').get().n;
      });
    },
    async countText(text) {
      return withDb((db) => db.prepare('select count(*) as n from comments where text = ?').get(text).n);
    },
    async deleteBenchComments(prefix) {
      withDb((db) => db.prepare('delete from comments where text like ?').run(`${prefix}%`));
    },
    async submissionCount() {
      if (!existsSync(SQLITE_FILE)) return 0;
      return withDb((db) => {
        const table = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'submissions'").get();
        return table.n === 0 ? 0 : db.prepare('select count(*) as n from submissions').get().n;
      });
    },
    async countTurnedInSince(since, studentIds) {
      return withDb((db) => db.prepare(`select count(*) as n from submissions where state = 'turned_in' and turned_in_at >= ? and student_id in (select value from json_each(?))`).get(since, JSON.stringify(studentIds)).n);
    },
    async undoTurnInsSince(since) {
      withDb((db) => db.prepare("update submissions set state = 'assigned', turned_in_at = null, late = 0 where state = 'turned_in' and turned_in_at >= ?").run(since));
    },
    async deleteEventsSince(since) {
      withDb((db) => {
        if (db.prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'events'").get().n === 0) return;
        // Their notifications go with them (foreign key, cascade): on for this connection too.
        db.pragma('foreign_keys = ON');
        db.prepare('delete from events where created_at >= ?').run(since);
      });
    },
  };
}

/** Seeds the large district (npm run seed:large) unless the database already holds it. */
export async function ensureDistrict(store) {
  const users = await store.userCount();
  if (users >= DISTRICT_USERS) return;
  if (users > 0) {
    throw new Error(`the bench database has ${users} users, not the district: delete ${store.engine === 'sqlite' ? BENCH_DATA_DIR : 'that database'} and run again`);
  }
  run(`seed:large into ${store.engine}`, 'npm', ['run', 'seed:large'], store.env);
}

/** Adds students' work to a district seeded before coursework existed (seed:large --coursework-only). */
export async function ensureCoursework(store) {
  if ((await store.submissionCount()) > 0) return;
  run(`students' work into ${store.engine}`, 'npm', ['run', 'seed:large', '--', '--coursework-only'], store.env);
}
