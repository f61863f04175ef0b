import { z } from 'zod';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, TABLES, tableEntry, type ArchiveManifest, type TableSpec } from './archive-format';
import { ArchiveRefused } from './archive-refused';

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  source: z.enum(['sqlite', 'postgres']),
  migration: z.string(),
  tables: z.array(z.object({ name: z.string(), file: z.string(), columns: z.array(z.string()), rows: z.number().int().min(0) })),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().min(0) }),
});

/** A table of the archive as the import reads it: its spec here, the columns the archive has, its row count. */
export interface ArchivedTable {
  spec: TableSpec;
  columns: string[];
  rows: number;
}

/**
 * Reads lyceum-archive.json and says what the import may trust: the tables in foreign-key order,
 * each with columns this Lyceum knows (an archive made before a column existed lacks it, and the
 * column takes its default). An archive from a newer schema than this database's is refused:
 * upgrade the importing Lyceum first.
 */
export function readManifest(text: string, targetMigration: string): { manifest: ArchiveManifest; tables: ArchivedTable[] } {
  let parsed: z.infer<typeof manifestSchema>;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new ArchiveRefused('lyceum-archive.json is not the manifest of a Lyceum school archive');
  }
  if (parsed.version !== ARCHIVE_VERSION) throw new ArchiveRefused(`archive version ${parsed.version} is not supported (this Lyceum reads version ${ARCHIVE_VERSION})`);
  if (parsed.migration > targetMigration) {
    throw new ArchiveRefused(`the archive comes from a newer Lyceum (schema ${parsed.migration}; this one is at ${targetMigration}): upgrade this Lyceum first`);
  }
  const tables: ArchivedTable[] = [];
  let previous = -1;
  for (const table of parsed.tables) {
    const order = TABLES.findIndex((spec) => spec.name === table.name);
    const spec = TABLES[order];
    if (!spec || order <= previous) throw new ArchiveRefused(`the archive's table ${table.name} is unknown or out of order`);
    previous = order;
    const known: readonly string[] = spec.columns;
    const unknown = table.columns.filter((column) => !known.includes(column));
    if (unknown.length > 0 || new Set(table.columns).size !== table.columns.length) {
      throw new ArchiveRefused(`the archive's ${table.name} has columns this Lyceum does not know: ${unknown.join(', ')}`);
    }
    if (!spec.key.every((column) => table.columns.includes(column)) || table.file !== tableEntry(spec.name)) {
      throw new ArchiveRefused(`the archive's ${table.name} lacks its key or has another file name`);
    }
    tables.push({ spec, columns: table.columns, rows: table.rows });
  }
  return { manifest: { ...parsed, format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION }, tables };
}
