import { CheckCircle2Icon } from 'lucide-react';
import type { ImportRecord } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { InvitationLinksButton } from '@/components/invitation-links-button';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ImportCounts } from '@/features/imports/components/import-counts';

/** A committed import: what it did, and the links new users without a password need. */
export function ImportResult({ record, onAnother }: { record: ImportRecord; onAnother: () => void }) {
  const { summary } = record;
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">Result</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Alert variant="success">
          <CheckCircle2Icon />
          <AlertTitle>{TEXT.importCommitted}</AlertTitle>
        </Alert>
        <ImportCounts summary={summary} />
        {summary.invitations > 0 && <p className="text-sm text-muted-foreground">{TEXT.importInvitations(summary.invitations)}</p>}
        <div className="flex flex-wrap gap-2">
          {summary.invitations > 0 && <InvitationLinksButton variant="default" />}
          <Button variant="outline" onClick={onAnother}>
            {TEXT.importAnother}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
