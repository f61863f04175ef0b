import type { Kysely } from 'kysely';
import { IMPORT_ROW_FILTERS, type ImportRow, type ImportRowFilter, type ImportRowsPage, type ImportRowsQuery } from '@lyceum/shared/imports';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import type { Locale } from '@lyceum/shared/i18n';
import type { StoredRow } from './preview-rows';
import { textIn } from './problem-text';
import type { RosterPlan } from './roster-model';
import { IMPORT_ERRORS } from './import-errors.messages';

/**
 * The rows of an import are stored with its plan, in the same column (no table of their own): a
 * preview keeps what it showed, a commit replaces them with what it did (account ids included).
 * A plan read to be applied or reused drops them.
 */
type StoredPlan = RosterPlan & { rows?: StoredRow[] };

export const storedPlanText = (plan: RosterPlan, rows: readonly StoredRow[]): string => JSON.stringify({ ...plan, rows });

export function planOf(text: string): RosterPlan {
  const { rows: _rows, ...plan } = JSON.parse(text) as StoredPlan;
  return plan;
}

interface Indexed {
  rows: StoredRow[];
  /** Row positions per tab, so a page of a tab is a slice. */
  tabs: Record<ImportRowFilter, number[]>;
}

function indexRows(rows: StoredRow[]): Indexed {
  const tabs = Object.fromEntries(IMPORT_ROW_FILTERS.map((filter) => [filter, [] as number[]])) as Record<ImportRowFilter, number[]>;
  rows.forEach((row, at) => {
    tabs.all.push(at);
    if (row.action !== 'unchanged' && row.action !== 'skip') tabs[row.action].push(at);
    if (row.problems) tabs.problems.push(at);
  });
  return { rows, tabs };
}

/**
 * The last few imports' rows, parsed: the plan column of a district is megabytes, and paging
 * through it must not parse it per page. Keyed by status too: a commit stores new rows.
 */
const CACHED = 2;
const cache = new Map<string, Indexed>();

async function rowsOf(db: Kysely<Database>, id: string): Promise<Indexed> {
  const head = await db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirst();
  if (!head) throw notFound(IMPORT_ERRORS.notFound);
  // While it runs, the rows are the preview's; the commit's arrive with `committed`.
  const key = `${id} ${head.status === 'running' ? 'previewed' : head.status}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const row = await db.selectFrom('imports').select('plan').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(IMPORT_ERRORS.notFound);
  const { rows } = JSON.parse(row.plan) as StoredPlan;
  if (!rows) throw conflict(IMPORT_ERRORS.noRows);
  const indexed = indexRows(rows);
  cache.set(key, indexed);
  for (const old of cache.keys()) if (cache.size > CACHED) cache.delete(old);
  return indexed;
}

/** A row as the page shows it: its problems and warnings written in the reader's language. */
const shown = (row: StoredRow, locale: Locale): ImportRow => ({
  ...row,
  problems: (row.problems ?? []).map((text) => textIn(locale, text)),
  warnings: (row.warnings ?? []).map((text) => textIn(locale, text)),
});

/** The rows of an import whose commit starts: its preview's are not read again once it is committed. */
export function forgetRows(id: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${id} `)) cache.delete(key);
}

/** One page of an import's rows, of one tab, with every tab's count, in the reader's language. */
export async function importRowsPage(db: Kysely<Database>, id: string, query: ImportRowsQuery, locale: Locale): Promise<ImportRowsPage> {
  const { rows, tabs } = await rowsOf(db, id);
  const positions = tabs[query.show];
  const counts = Object.fromEntries(IMPORT_ROW_FILTERS.map((filter) => [filter, tabs[filter].length])) as Record<ImportRowFilter, number>;
  return {
    rows: positions.slice(query.offset, query.offset + query.limit).map((at) => shown(rows[at] as StoredRow, locale)),
    total: positions.length,
    offset: query.offset,
    limit: query.limit,
    counts,
  };
}
