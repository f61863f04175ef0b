import type { ImportRecord } from '@lyceum/shared/imports';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { importsMessages as m } from '@/features/imports/imports-messages';

const STATUS_BADGE: Record<ImportRecord['status'], BadgeProps['variant']> = {
  previewed: 'outline',
  running: 'secondary',
  committed: 'success',
  failed: 'destructive',
};

/** Users, classes and enrollments an import is about, in a few words. */
function sizeOf(t: Translate, { summary: { users, classes, enrollments } }: ImportRecord): string {
  return t(m.size, {
    users: users.created + users.updated + users.unchanged + users.deactivated,
    classes: classes.created + classes.updated + classes.unchanged,
    enrollments: enrollments.added + enrollments.removed + enrollments.unchanged,
  });
}

/**
 * The latest imports, newest first, each with its status: an admin who left the page while a
 * commit ran comes back to it here, and opens a finished one's counts and problems.
 */
export function RecentImports({ imports, openId, onOpen }: { imports: ImportRecord[]; openId: string | null; onOpen: (id: string) => void }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">{t(m.recent)}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {imports.map((record) => {
            const started = formatDateTime(record.createdAt);
            const problems = record.summary.problems.length;
            const kind = t(m.kind, { kind: record.kind });
            return (
              <li key={record._id} data-testid="recent-import" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                <div className="grid w-full min-w-0 gap-0.5 sm:w-auto sm:flex-1">
                  <p className="text-sm font-medium">
                    {/* Isolated: the date's digits would otherwise join the kind's Latin "OneRoster" in a right-to-left line. */}
                    <bdi>{kind}</bdi> <span className="font-normal text-muted-foreground">
                      · <bdi>{started}</bdi>
                    </span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {sizeOf(t, record)}
                    {problems > 0 && ` · ${t(m.problems, { count: problems })}`}
                  </p>
                </div>
                <Badge variant={STATUS_BADGE[record.status]}>{t(m.status, { status: record.status })}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={record._id === openId}
                  aria-label={t(m.openLabel, { kind, started })}
                  onClick={() => onOpen(record._id)}
                >
                  {t(m.open)}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
