import { sql, type Kysely } from 'kysely';
import { LIMITS } from '@lyceum/shared/limits';
import { htmlNestingDepth } from '../../lib/html-nesting';
import { semanticListsOfBody } from '../../lib/rich-text-lists';

/**
 * Rich text saved before the server rewrote Quill's flat lists: bullets and numbers stored as one
 * <ol> of items marked data-list, indents as ql-indent-N classes. Each such material content and
 * assignment description is rewritten as it would be saved now (lib/rich-text-lists.ts: bullets
 * in <ul>, numbers in <ol>, indents nested), so every stored record reads right, whoever reads it.
 *
 * Rows are changed by ordinary UPDATEs, so on SQLite the triggers of 0006 rewrite the JSON list
 * item each assignment keeps, in the same statement. updated_at stays: nobody edited anything.
 * A row nested past the limit (only an attack could have stored one, before the limit existed) or
 * one jsdom fails on is left as it is; the web client's renderer rewrites flat lists as well.
 * One way: the flat form goes on being read (by the renderer and the editor), so `down` keeps rows.
 */

const TABLES = [
  { table: 'materials', column: 'content' },
  { table: 'assignments', column: 'description' },
] as const;
/** Rows read at once (each up to 1,000,000 characters). */
const BATCH = 20;

type Rewrite = (html: string) => string | null;

/** jsdom, loaded only when some row has a list to rewrite (a fresh database has none). */
async function listRewriter(): Promise<Rewrite> {
  const { JSDOM } = await import('jsdom');
  const { document } = new JSDOM('').window;
  return (html) => {
    if (htmlNestingDepth(html) > LIMITS.richTextDepth) return null;
    try {
      document.body.innerHTML = html;
      semanticListsOfBody(document.body);
      return document.body.innerHTML;
    } catch {
      return null;
    }
  };
}

async function rewriteTable(db: Kysely<unknown>, table: string, column: string, rewriter: () => Promise<Rewrite>): Promise<void> {
  const flat = sql`(${sql.ref(column)} LIKE ${'%data-list=%'} OR ${sql.ref(column)} LIKE ${'%ql-indent-%'})`;
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; html: string }>`
      SELECT id, ${sql.ref(column)} AS html FROM ${sql.table(table)}
      WHERE id > ${after} AND ${flat} ORDER BY id LIMIT ${BATCH}`.execute(db);
    const last = rows[rows.length - 1];
    if (!last) return;
    const rewrite = await rewriter();
    for (const { id, html } of rows) {
      const semantic = rewrite(html);
      if (semantic === null || semantic === html) continue;
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${semantic} WHERE id = ${id}`.execute(db);
    }
    after = last.id;
  }
}

export function semanticListsStored() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let rewrite: Promise<Rewrite> | undefined;
      const rewriter = () => (rewrite ??= listRewriter());
      for (const { table, column } of TABLES) await rewriteTable(db, table, column, rewriter);
    },
    async down(): Promise<void> {
      // Nothing to undo: semantic lists are read everywhere flat ones were.
    },
  };
}
