import type { ImportRecord } from '@lyceum/shared/imports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ImportProgressBar } from '@/features/imports/components/import-progress-bar';
import { importsMessages as m } from '@/features/imports/imports-messages';
import { useT } from '@/lib/i18n/i18n-context';

/** A commit under way on the server: its progress, read again every second. */
export function ImportRunning({ record }: { record: ImportRecord }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">{t(m.running)}</CardTitle>
        <CardDescription>{t(m.runningNote)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ImportProgressBar record={record} />
      </CardContent>
    </Card>
  );
}
