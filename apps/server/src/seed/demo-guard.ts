import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a database looks in use, or null when it holds nothing but what `npm start` makes on a
 * fresh one (the first admin). The demo accounts' passwords are published, so seed:demo must not
 * quietly add them to a school's real database.
 */
export async function whyInUse(db: Kysely<Database>): Promise<string | null> {
  const firstAdmin = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  const others = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .$if(firstAdmin !== undefined, (qb) => qb.where('id', '!=', firstAdmin?.id ?? ''))
    .executeTakeFirstOrThrow();
  const classes = await db.selectFrom('classes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  // PostgreSQL counts as text, SQLite as a number.
  const [users, classCount] = [Number(others.n), Number(classes.n)];
  const found = [
    users > 0 ? `${count(users, 'user', 'users')} besides the first admin` : '',
    classCount > 0 ? count(classCount, 'class', 'classes') : '',
  ].filter(Boolean);
  return found.length ? found.join(' and ') : null;
}
