import type { ImportRecord } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';

const STATUS_BADGE: Record<ImportRecord['status'], BadgeProps['variant']> = {
  previewed: 'outline',
  running: 'secondary',
  committed: 'success',
  failed: 'destructive',
};

/** Users, classes and enrollments an import is about, in a few words. */
function sizeOf({ summary: { users, classes, enrollments } }: ImportRecord): string {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  return [
    count(users.created + users.updated + users.unchanged + users.deactivated, 'user', 'users'),
    count(classes.created + classes.updated + classes.unchanged, 'class', 'classes'),
    count(enrollments.added + enrollments.removed + enrollments.unchanged, 'enrollment', 'enrollments'),
  ].join(' · ');
}

/**
 * The latest imports, newest first, each with its status: an admin who left the page while a
 * commit ran comes back to it here, and opens a finished one's counts and problems.
 */
export function RecentImports({ imports, openId, onOpen }: { imports: ImportRecord[]; openId: string | null; onOpen: (id: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel="h2">{TEXT.importRecent}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {imports.map((record) => {
            const started = formatDateTime(record.createdAt);
            const problems = record.summary.problems.length;
            return (
              <li key={record._id} data-testid="recent-import" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                <div className="grid w-full min-w-0 gap-0.5 sm:w-auto sm:flex-1">
                  <p className="text-sm font-medium">
                    {TEXT.importKinds[record.kind]} <span className="font-normal text-muted-foreground">· {started}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {sizeOf(record)}
                    {problems > 0 && ` · ${problems} ${problems === 1 ? 'problem' : 'problems'}`}
                  </p>
                </div>
                <Badge variant={STATUS_BADGE[record.status]}>{TEXT.importStatuses[record.status]}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={record._id === openId}
                  aria-label={`${TEXT.importOpen}: ${TEXT.importKinds[record.kind]}, ${started}`}
                  onClick={() => onOpen(record._id)}
                >
                  {TEXT.importOpen}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
