import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Search (modules/search): `search_docs`, one row per searchable thing — class, topic, material,
 * assignment, comment, person — with its class and its words as plain text (rich text stripped of
 * its tags), kept by triggers on the source tables, so the index changes in the transaction of the
 * write that changes the words, whatever makes the write (a route, an import, a cascade).
 *
 * Each engine then indexes it with its own full-text search:
 * - SQLite: an FTS5 table over search_docs (external content; `search_docs.id` is an INTEGER
 *   PRIMARY KEY, so a VACUUM never renumbers what the index points at). Rich text is stripped by
 *   `search_text()`, a function the server registers on every connection it opens (db/search-text.ts);
 *   SQLite has no regular expressions of its own.
 * - PostgreSQL: a stored generated `tsvector` column with a GIN index; `search_text()` is an SQL
 *   function here, with the same rules.
 * Both use language-neutral tokens (FTS5 unicode61, the 'simple' configuration, ASCII punctuation
 * read as a space on both), so any school's language works and both engines find the same words.
 *
 * `scope`: the ids of the classes a document belongs to — its class, or for a person every class
 * they are a member of (kept by triggers on class_members). A search puts the caller's classes into
 * the index lookup itself (FTS5 column `scope`; a GIN index over `(doc, scope)` on PostgreSQL), so
 * a word in every class costs the caller's classes, not the district's: without it a common word
 * ranked ~100,000 documents to keep 20. It only narrows; the query's permission conditions decide.
 */

interface Source {
  table: string;
  kind: string;
  /** SQL over the row alias `R` (NEW, OLD, or the table in the backfill). */
  classId: string;
  title: string;
  body: string;
  /** The columns whose change changes the document. */
  columns: string[];
}

/**
 * The document's `scope` (see above): its class, or for a person (`classId` NULL) every class they
 * are a member of. SQLite: the ids as text, one FTS5 column; PostgreSQL: a text[].
 */
function scopeOf(dialect: Dialect, s: Source, row: string): string {
  if (s.kind !== 'person') return dialect === 'sqlite' ? on(s.classId, row) : `ARRAY[${on(s.classId, row)}]`;
  return personScope(dialect, `${row}.id`);
}
const personScope = (dialect: Dialect, userId: string) =>
  dialect === 'sqlite'
    ? `coalesce((SELECT group_concat(cm.class_id, ' ' ORDER BY cm.class_id) FROM class_members cm WHERE cm.user_id = ${userId}), '')`
    : `ARRAY(SELECT cm.class_id FROM class_members cm WHERE cm.user_id = ${userId} ORDER BY cm.class_id)`;

const SOURCES: Source[] = [
  { table: 'classes', kind: 'class', classId: 'R.id', title: 'R.name', body: 'R.description', columns: ['name', 'description'] },
  { table: 'topics', kind: 'topic', classId: 'R.class_id', title: 'R.name', body: "''", columns: ['name', 'class_id'] },
  { table: 'materials', kind: 'material', classId: 'R.class_id', title: 'R.title', body: 'search_text(R.content)', columns: ['title', 'content', 'class_id'] },
  { table: 'assignments', kind: 'assignment', classId: 'R.class_id', title: 'R.title', body: 'search_text(R.description)', columns: ['title', 'description', 'class_id'] },
  { table: 'comments', kind: 'comment', classId: 'R.class_id', title: "''", body: 'R.text', columns: ['text', 'class_id'] },
  { table: 'users', kind: 'person', classId: 'NULL', title: 'R.name', body: 'R.email', columns: ['name', 'email'] },
];

const on = (expr: string, row: string) => expr.replaceAll('R.', `${row}.`);
const COLUMNS = 'kind, item_id, class_id, title, body, scope';
const values = (d: Dialect, s: Source, row: string) => `'${s.kind}', ${row}.id, ${on(s.classId, row)}, ${on(s.title, row)}, ${on(s.body, row)}, ${scopeOf(d, s, row)}`;
const backfill = (d: Dialect) => (s: Source) => `INSERT INTO search_docs (${COLUMNS}) SELECT ${values(d, s, 'src')} FROM ${s.table} src`;
/** A person's scope follows their memberships, in the transaction of the membership's write. */
const rescope = (d: Dialect, userId: string) =>
  `UPDATE search_docs SET scope = ${personScope(d, userId)} WHERE kind = 'person' AND item_id = ${userId};`;

/** The tags out, the entities the editor writes back to their characters, white space folded (as db/search-text.ts). */
const PG_SEARCH_TEXT = `CREATE FUNCTION search_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\\s+', ' ', 'g'))
$$`;
/** ASCII punctuation is a space to the index, as to FTS5's unicode61 (e-mail addresses, URLs and hyphens split into words). */
const PG_SEARCH_WORDS = `CREATE FUNCTION search_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(t, ''), '[!-/:-@\\[-\`{-~]', ' ', 'g')
$$`;

function sqliteStatements(): string[] {
  const statements = [
    `CREATE TABLE search_docs (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, item_id TEXT NOT NULL, class_id TEXT, title TEXT NOT NULL, body TEXT NOT NULL, scope TEXT NOT NULL)`,
    `CREATE UNIQUE INDEX search_docs_item_idx ON search_docs (kind, item_id)`,
    ...SOURCES.map(backfill('sqlite')),
    `CREATE VIRTUAL TABLE search_fts USING fts5 (title, body, scope, content = 'search_docs', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 0')`,
    `INSERT INTO search_fts (search_fts) VALUES ('rebuild')`,
    `CREATE TRIGGER search_docs_fts_insert AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_fts (rowid, title, body, scope) VALUES (NEW.id, NEW.title, NEW.body, NEW.scope);
END`,
    `CREATE TRIGGER search_docs_fts_delete AFTER DELETE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body, scope) VALUES ('delete', OLD.id, OLD.title, OLD.body, OLD.scope);
END`,
    `CREATE TRIGGER search_docs_fts_update AFTER UPDATE ON search_docs BEGIN
  INSERT INTO search_fts (search_fts, rowid, title, body, scope) VALUES ('delete', OLD.id, OLD.title, OLD.body, OLD.scope);
  INSERT INTO search_fts (rowid, title, body, scope) VALUES (NEW.id, NEW.title, NEW.body, NEW.scope);
END`,
    `CREATE TRIGGER class_members_search_insert AFTER INSERT ON class_members BEGIN
  ${rescope('sqlite', 'NEW.user_id')}
END`,
    `CREATE TRIGGER class_members_search_delete AFTER DELETE ON class_members BEGIN
  ${rescope('sqlite', 'OLD.user_id')}
END`,
    `CREATE TRIGGER class_members_search_update AFTER UPDATE OF class_id, user_id ON class_members BEGIN
  ${rescope('sqlite', 'OLD.user_id')}
  ${rescope('sqlite', 'NEW.user_id')}
END`,
  ];
  for (const s of SOURCES) {
    statements.push(
      `CREATE TRIGGER ${s.table}_search_insert AFTER INSERT ON ${s.table} BEGIN
  INSERT INTO search_docs (${COLUMNS}) VALUES (${values('sqlite', s, 'NEW')});
END`,
      `CREATE TRIGGER ${s.table}_search_update AFTER UPDATE OF ${s.columns.join(', ')} ON ${s.table} BEGIN
  UPDATE search_docs SET class_id = ${on(s.classId, 'NEW')}, title = ${on(s.title, 'NEW')}, body = ${on(s.body, 'NEW')}, scope = ${scopeOf('sqlite', s, 'NEW')} WHERE kind = '${s.kind}' AND item_id = NEW.id;
END`,
      `CREATE TRIGGER ${s.table}_search_delete AFTER DELETE ON ${s.table} BEGIN
  DELETE FROM search_docs WHERE kind = '${s.kind}' AND item_id = OLD.id;
END`,
    );
  }
  return statements;
}

function postgresStatements(): string[] {
  const statements = [
    PG_SEARCH_TEXT,
    PG_SEARCH_WORDS,
    `CREATE TABLE search_docs (
  kind text NOT NULL, item_id text NOT NULL, class_id text, title text NOT NULL, body text NOT NULL, scope text[] NOT NULL,
  doc tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, search_words(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_words(body)), 'B')
  ) STORED,
  PRIMARY KEY (kind, item_id))`,
    ...SOURCES.map(backfill('postgres')),
    // One GIN index over both: the words and the caller's classes narrow in the same index scan.
    `CREATE INDEX search_docs_doc_idx ON search_docs USING gin (doc, scope)`,
    `CREATE INDEX search_docs_class_idx ON search_docs (class_id)`,
    `CREATE FUNCTION class_members_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN ${rescope('postgres', 'OLD.user_id')} END IF;
  IF TG_OP <> 'DELETE' THEN ${rescope('postgres', 'NEW.user_id')} END IF;
  RETURN NULL;
END $$`,
    `CREATE TRIGGER class_members_search AFTER INSERT OR DELETE OR UPDATE OF class_id, user_id ON class_members FOR EACH ROW EXECUTE FUNCTION class_members_search()`,
  ];
  for (const s of SOURCES) {
    statements.push(
      `CREATE FUNCTION ${s.table}_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_docs WHERE kind = '${s.kind}' AND item_id = OLD.id;
  ELSE
    INSERT INTO search_docs (${COLUMNS}) VALUES (${values('postgres', s, 'NEW')})
    ON CONFLICT (kind, item_id) DO UPDATE SET class_id = EXCLUDED.class_id, title = EXCLUDED.title, body = EXCLUDED.body, scope = EXCLUDED.scope;
  END IF;
  RETURN NULL;
END $$`,
      `CREATE TRIGGER ${s.table}_search AFTER INSERT OR DELETE OR UPDATE OF ${s.columns.join(', ')} ON ${s.table} FOR EACH ROW EXECUTE FUNCTION ${s.table}_search()`,
    );
  }
  return statements;
}

export function search(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of dialect === 'postgres' ? postgresStatements() : sqliteStatements()) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const s of [...SOURCES, { table: 'class_members' }]) {
        if (dialect === 'postgres') {
          await sql.raw(`DROP TRIGGER IF EXISTS ${s.table}_search ON ${s.table}`).execute(db);
          await sql.raw(`DROP FUNCTION IF EXISTS ${s.table}_search()`).execute(db);
        } else {
          for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS ${s.table}_search_${op}`).execute(db);
        }
      }
      if (dialect === 'sqlite') await sql.raw('DROP TABLE IF EXISTS search_fts').execute(db);
      await sql.raw('DROP TABLE IF EXISTS search_docs').execute(db);
      if (dialect === 'postgres') {
        await sql.raw('DROP FUNCTION IF EXISTS search_words(text)').execute(db);
        await sql.raw('DROP FUNCTION IF EXISTS search_text(text)').execute(db);
      }
    },
  };
}
