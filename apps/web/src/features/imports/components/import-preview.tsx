import { AlertCircleIcon, CheckCircle2Icon, UploadIcon } from 'lucide-react';
import type { ImportRecord } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ImportCounts } from '@/features/imports/components/import-counts';
import { ImportProblemsTable } from '@/features/imports/components/import-problems-table';

interface ImportPreviewProps {
  record: ImportRecord;
  committing: boolean;
  onCommit: () => void;
}

/** What a commit would do, and every problem that stops it; the commit waits until there are none. */
export function ImportPreview({ record, committing, onCommit }: ImportPreviewProps) {
  const { summary } = record;
  const problems = summary.problems.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">Preview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ImportCounts summary={summary} />
        {summary.invitations > 0 && <p className="text-sm text-muted-foreground">{TEXT.importInvitations(summary.invitations)}</p>}
        {problems > 0 ? (
          <>
            <Alert variant="destructive">
              <AlertCircleIcon />
              <AlertTitle>{TEXT.importHasProblems(problems)}</AlertTitle>
            </Alert>
            <div className="rounded-lg border">
              <ImportProblemsTable problems={summary.problems} />
            </div>
          </>
        ) : (
          <Alert variant="success">
            <CheckCircle2Icon />
            <AlertTitle>{TEXT.importNoProblems}</AlertTitle>
          </Alert>
        )}
        <div>
          <Button onClick={onCommit} disabled={problems > 0 || committing}>
            {committing ? <Spinner label="Committing" /> : <UploadIcon />}
            {TEXT.importCommit}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
