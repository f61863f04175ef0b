import { CheckCircle2Icon } from 'lucide-react';
import type { ImportRecord } from '@lyceum/shared/imports';
import { InvitationLinksButton } from '@/components/invitation-links-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { ImportCounts } from '@/features/imports/components/import-counts';
import { ImportProgressBar } from '@/features/imports/components/import-progress-bar';
import { ImportRows } from '@/features/imports/components/import-rows';
import { importsMessages as m } from '@/features/imports/imports-messages';

/** A committed import: what it did, row by row, and the links new users without a password need (all, or one from its row). */
export function ImportResult({ record, onAnother }: { record: ImportRecord; onAnother: () => void }) {
  const t = useT();
  const { summary } = record;
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">{t(m.resultTitle)}</CardTitle>
        <CardDescription>{t(m.kind, { kind: record.kind })}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <ImportProgressBar record={record} />
        <Alert variant="success">
          <CheckCircle2Icon />
          <AlertTitle>{t(m.committed)}</AlertTitle>
          {record.committedAt && <AlertDescription>{formatDateTime(record.committedAt)}</AlertDescription>}
        </Alert>
        <ImportCounts summary={summary} />
        {summary.invitations > 0 && <p className="text-sm text-muted-foreground">{t(m.invitations, { count: summary.invitations })}</p>}
        <ImportRows record={record} />
        <div className="flex flex-wrap gap-2">
          {summary.invitations > 0 && <InvitationLinksButton variant="default" />}
          <Button variant="outline" onClick={onAnother}>
            {t(m.another)}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
