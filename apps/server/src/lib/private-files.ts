import { chmodSync, existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Makes the data folder the owner's alone: the database holds every password hash and email,
 * DATA_DIR/jwt-secret can sign in as anyone. From here on this process creates files 0600 and
 * folders 0700 (umask 077; SQLite gives -wal and -shm the database file's mode), and a folder or
 * file an older version left readable by others (0755, 0644) is tightened now. Called first by
 * the server and by every script that opens the database or writes a copy of it.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  const dir = resolve(dataDir);
  if (!existsSync(dir)) return; // made later, under the umask
  assertLyceumsOwnFolder(dir);
  tighten(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // A link may point out of DATA_DIR (chmod would follow it); inside a 0700 folder nothing is
    // reachable by others anyway, so sub-folders' contents need no walk.
    if (!entry.isSymbolicLink()) tighten(join(dir, entry.name));
  }
}

/** Takes group and other permissions off `path`, keeping the owner's (an executable stays one). */
export function tighten(path: string): void {
  const mode = lstatSync(path).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(path, mode & 0o700);
  } catch (error) {
    // A folder someone else owns (a mounted volume, say) cannot be changed by us: say so, but
    // do not refuse to start over it.
    console.error(`lyceum: warning: cannot make ${path} private (${error instanceof Error ? error.message : String(error)}); other users of this machine may read it`);
  }
}

/** What Lyceum keeps in DATA_DIR: any of them there means the folder is already Lyceum's. */
const LYCEUM_ENTRIES = ['lyceum.db', 'jwt-secret', 'files'];

/** A fresh file system's own folder: a volume mounted for Lyceum is still a folder of its own. */
const IGNORED_ENTRIES = new Set(['lost+found']);

/**
 * Refuses a DATA_DIR that is a file, or a folder already holding other things and nothing of
 * Lyceum's (DATA_DIR=/var/lib for /var/lib/lyceum, or `.`): the folder and everything in it would
 * be made the owner's alone, as Lyceum's own folder is. Pointed at /etc/passwd, the server made
 * it 0600 and every other user of the machine stopped resolving. A folder Lyceum has used before
 * (its database, secret or files are there) is its own, whatever else was put in it since.
 */
function assertLyceumsOwnFolder(dir: string): void {
  if (!statSync(dir).isDirectory()) throw new Error(`DATA_DIR ${dir} is not a folder: give Lyceum a folder of its own, e.g. ${dir}.d`);
  const entries = readdirSync(dir).filter((name) => !IGNORED_ENTRIES.has(name));
  if (entries.length === 0 || entries.some((name) => LYCEUM_ENTRIES.includes(name))) return;
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
  throw new Error(`DATA_DIR ${dir} already holds other things (${shown}) and no Lyceum data: give Lyceum an empty folder of its own, e.g. ${dir.replace(/\/+$/, '')}/lyceum`);
}
