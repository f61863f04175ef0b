import { AlertCircleIcon, CheckCircle2Icon, TriangleAlertIcon, UploadIcon } from 'lucide-react';
import type { ImportRecord } from '@lyceum/shared/imports';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { ImportCounts } from '@/features/imports/components/import-counts';
import { ImportProblemsTable } from '@/features/imports/components/import-problems-table';
import { ImportRemovals } from '@/features/imports/components/import-removals';
import { ImportRows } from '@/features/imports/components/import-rows';
import { importsMessages as m } from '@/features/imports/imports-messages';

interface ImportPreviewProps {
  record: ImportRecord;
  committing: boolean;
  onCommit: () => void;
}

/**
 * What a commit would do, every problem that stops it and the warnings that do not; the commit
 * waits until there are no problems. A failed commit shows why (nothing was changed).
 */
export function ImportPreview({ record, committing, onCommit }: ImportPreviewProps) {
  const t = useT();
  const { summary } = record;
  const problems = summary.problems.length;
  const warnings = summary.warnings ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">{t(m.previewTitle)}</CardTitle>
        <CardDescription>{t(m.kind, { kind: record.kind })}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {record.status === 'failed' && (
          <Alert variant="destructive">
            <AlertCircleIcon />
            <AlertTitle>{t(m.failed)}</AlertTitle>
            {summary.failure && <AlertDescription>{summary.failure}</AlertDescription>}
          </Alert>
        )}
        <ImportCounts summary={summary} />
        {summary.removals && <ImportRemovals removals={summary.removals} />}
        {summary.invitations > 0 && <p className="text-sm text-muted-foreground">{t(m.invitations, { count: summary.invitations })}</p>}
        {problems > 0 ? (
          <>
            <Alert variant="destructive">
              <AlertCircleIcon />
              <AlertTitle>{t(m.hasProblems, { count: problems })}</AlertTitle>
            </Alert>
            <div className="rounded-lg border">
              <ImportProblemsTable problems={summary.problems} />
            </div>
          </>
        ) : (
          <Alert variant="success">
            <CheckCircle2Icon />
            <AlertTitle>{t(m.noProblems)}</AlertTitle>
          </Alert>
        )}
        {warnings.length > 0 && (
          <>
            <Alert variant="warning">
              <TriangleAlertIcon />
              <AlertTitle>{t(m.warnings, { count: warnings.length })}</AlertTitle>
            </Alert>
            <div className="rounded-lg border">
              <ImportProblemsTable problems={warnings} label={t(m.warning)} testId="import-warning" />
            </div>
          </>
        )}
        <ImportRows record={record} />
        <div>
          <Button onClick={onCommit} disabled={problems > 0 || committing}>
            {committing ? <Spinner label={t(m.committing)} /> : <UploadIcon />}
            {t(m.commit)}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
