import type { ImportRecord } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ImportProgressBar } from '@/features/imports/components/import-progress-bar';

/** A commit under way on the server: its progress, read again every second. */
export function ImportRunning({ record }: { record: ImportRecord }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">{TEXT.importRunning}</CardTitle>
        <CardDescription>{TEXT.importRunningNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <ImportProgressBar record={record} />
      </CardContent>
    </Card>
  );
}
