// The bench's own reads on its database, beside the running server (either engine), and session
// tokens signed as the server signs them: steps that need hundreds of users signed in would
// otherwise spend a minute of CPU on argon2 before measuring anything else.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { BENCH_DATA_DIR } from './data.mjs';

/** Reads (and the one clean-up) on the bench database itself, either engine: `?` placeholders. */
export async function openDb(store) {
  if (store.engine === 'postgres') {
    const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
    return {
      all: async (text, values = []) => {
        let n = 0;
        return (await client.query(text.replace(/\?/g, () => `$${(n += 1)}`), values)).rows;
      },
      close: () => client.end(),
    };
  }
  const db = new Database(join(BENCH_DATA_DIR, 'lyceum.db'));
  // Beside the running server: wait for its writes rather than fail; the class's rows go with it.
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // better-sqlite3 refuses .all() on a statement that returns no rows (the clean-up's DELETE).
  const all = async (text, values = []) => {
    const statement = db.prepare(text);
    if (statement.reader) return statement.all(...values);
    statement.run(...values);
    return [];
  };
  return { all, close: async () => db.close() };
}

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A session token as the server signs them (HS256; sub, ver, exp), good for an hour. */
export function tokenFor(user, secret) {
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: user.id, ver: Number(user.token_version), iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
