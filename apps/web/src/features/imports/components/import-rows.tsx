import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { IMPORT_ROW_FILTERS, type ImportRecord, type ImportRow, type ImportRowAction, type ImportRowFilter } from '@lyceum/shared/imports';
import { InvitationActions } from '@/components/invitation-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useI18n, type Translate } from '@/lib/i18n/i18n-context';
import { importRowsQuery } from '@/features/imports/api/imports-api';
import { importsMessages as m } from '@/features/imports/imports-messages';

/** Rows a page shows: a screenful on a laptop, a few thumb-scrolls on a phone. */
export const ROWS_PER_PAGE = 50;

const looks: Record<ImportRowAction, 'success' | 'secondary' | 'warning' | 'destructive' | 'outline'> = {
  create: 'success',
  update: 'secondary',
  unchanged: 'outline',
  deactivate: 'warning',
  enroll: 'success',
  remove: 'warning',
  archive: 'warning',
  skip: 'destructive',
};

const whereOf = (t: Translate, row: ImportRow) =>
  row.line === undefined ? t(m.notListed) : row.file ? t(m.whereInFile, { file: row.file, line: row.line }) : t(m.whereLine, { line: row.line });

/**
 * What an import does to each record, a page at a time, by tab (an action, or the rows with
 * problems): the action, who (name, email, role), the class, the file and line, and the record's
 * problems and warnings under its name. On a phone each row stacks: line, role and class fold in
 * under the name. Once committed, a new account waiting for a password has its invitation beside it.
 */
export function ImportRows({ record }: { record: ImportRecord }) {
  const { locale, t } = useI18n();
  const [show, setShow] = useState<ImportRowFilter>('all');
  const [offset, setOffset] = useState(0);
  const { data, isError } = useQuery(importRowsQuery(record, show, offset, ROWS_PER_PAGE, locale));
  const committed = record.status === 'committed';
  if (isError) return <p className="text-sm text-muted-foreground">{t(m.rowsFailed)}</p>;
  if (!data) return null;
  const tabs = IMPORT_ROW_FILTERS.filter((filter) => filter === 'all' || filter === show || data.counts[filter] > 0);
  const withFile = data.rows.some((row) => row.file !== undefined);
  const last = Math.min(offset + ROWS_PER_PAGE, data.total);
  return (
    <section aria-labelledby="import-rows-title" className="grid gap-3">
      <h3 id="import-rows-title" className="font-semibold">
        {t(m.rowsTitle)}
      </h3>
      <Tabs
        value={show}
        onValueChange={(value) => {
          setShow(value as ImportRowFilter);
          setOffset(0);
        }}
      >
        <TabsList aria-label={t(m.rowsLabel)} className="h-auto flex-wrap justify-start">
          {tabs.map((filter) => (
            <TabsTrigger key={filter} value={filter} className="h-auto flex-none" data-testid={`rows-tab-${filter}`}>
              {t(m.tab, { filter })} <span className="tabular-nums text-muted-foreground">{data.counts[filter].toLocaleString(locale)}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={show} className="grid gap-3">
          {data.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(m.rowsNone)}</p>
          ) : (
            <div className="rounded-lg border">
              <Table aria-label={t(m.rowsTableLabel, { tab: t(m.tab, { filter: show }) })}>
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead className="hidden sm:table-cell">{withFile ? t(m.fileLine) : t(m.line)}</TableHead>
                    <TableHead>{t(m.actionColumn)}</TableHead>
                    <TableHead>{t(m.who)}</TableHead>
                    <TableHead className="hidden md:table-cell">{t(m.role)}</TableHead>
                    <TableHead className="hidden md:table-cell">{t(m.class)}</TableHead>
                    {committed && <TableHead className="text-end">{t(m.invitation)}</TableHead>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((row, index) => (
                    <TableRow key={`${offset + index}`} data-testid="import-row" className="align-top">
                      <TableCell className="hidden font-mono text-xs whitespace-nowrap text-muted-foreground sm:table-cell">{whereOf(t, row)}</TableCell>
                      <TableCell>
                        <Badge variant={looks[row.action]}>{t(m.action, { action: row.action })}</Badge>
                      </TableCell>
                      <TableCell className="whitespace-normal [overflow-wrap:anywhere]">
                        <div className="grid min-w-0 gap-0.5">
                          {/* Names, emails and the server's words keep their own direction in a right-to-left page. */}
                          {row.name && <bdi className="font-medium">{row.name}</bdi>}
                          {row.email && <bdi className="text-xs text-muted-foreground">{row.email}</bdi>}
                          {/* Narrow screens: the other columns fold in under the name. */}
                          <span className="text-xs text-muted-foreground md:hidden">
                            <span className="font-mono sm:hidden">{whereOf(t, row)}</span>
                            {[row.role, row.class].filter(Boolean).map((part) => (
                              <span key={part}> · {part}</span>
                            ))}
                          </span>
                          {row.invited && <span className="text-xs text-muted-foreground">{t(m.invited)}</span>}
                          {row.problems.map((problem) => (
                            <bdi key={problem} className="text-sm text-destructive-text">
                              {problem}
                            </bdi>
                          ))}
                          {row.warnings.map((warning) => (
                            <bdi key={warning} className="text-sm text-warning-text">
                              {warning}
                            </bdi>
                          ))}
                        </div>
                      </TableCell>
                      <TableCell className="hidden md:table-cell">{row.role ?? ''}</TableCell>
                      <TableCell className="hidden whitespace-normal md:table-cell">{row.class ?? ''}</TableCell>
                      {committed && (
                        <TableCell>
                          <div className="flex flex-col items-stretch gap-1 md:flex-row md:justify-end">{row.invited && row.userId && <InvitationActions user={{ _id: row.userId, name: row.name }} />}</div>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {data.total > ROWS_PER_PAGE && (
            <nav aria-label={t(m.pages)} className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {t(m.rowsRange, { from: offset + 1, to: last, total: data.total })}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ROWS_PER_PAGE))}>
                  <ChevronLeftIcon className="rtl:-scale-x-100" /> {t(m.previous)}
                </Button>
                <Button variant="outline" size="sm" disabled={last >= data.total} onClick={() => setOffset(offset + ROWS_PER_PAGE)}>
                  {t(m.next)} <ChevronRightIcon className="rtl:-scale-x-100" />
                </Button>
              </div>
            </nav>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
