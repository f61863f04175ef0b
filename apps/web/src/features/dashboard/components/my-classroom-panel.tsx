import { Link } from 'react-router';
import { GraduationCapIcon, SchoolIcon } from 'lucide-react';
import type { Dashboard } from '@lyceum/shared/dashboard';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { classPath } from '@/features/content/lib/content-paths';
import { PanelEmptyState } from '@/features/dashboard/components/panel-empty-state';
import { teacherNames } from '@/features/dashboard/lib/teacher-names';
import { dashboardMessages as m } from '@/features/dashboard/dashboard-messages';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';

/** Spec section 2, 'My Classroom': up to 3 of the user's classes, each linking to its page. */
export function MyClassroomPanel({ classes }: { classes: Dashboard['classes'] }) {
  const t = useT();
  return (
    <Card className="gap-4" data-testid="my-classroom">
      <CardHeader>
        <CardTitle asLevel="h2" className="text-lg">
          {t(m.classroomTitle)}
        </CardTitle>
        <CardDescription>{t(m.classroomText)}</CardDescription>
      </CardHeader>
      <CardContent>
        {classes.length === 0 ? (
          <PanelEmptyState icon={SchoolIcon} title={t(m.classroomEmpty)} text={t(m.classroomEmptyText)} />
        ) : (
          <ul className="space-y-3">
            {classes.map((cls) => (
              <li key={cls._id} data-testid="dashboard-class">
                <Link
                  to={classPath(cls._id)}
                  className="flex items-start gap-3 rounded-lg border p-3 transition-colors outline-none hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/80"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                    <GraduationCapIcon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-medium break-words">{cls.name}</h3>
                      <Badge variant="success">{t(m.classActive)}</Badge>
                    </div>
                    {cls.description && (
                      <p className="line-clamp-2 text-sm break-words text-muted-foreground">{cls.description}</p>
                    )}
                    <p className="text-xs text-muted-foreground">
                      {withNames(t, m.classTeachers, {
                        names: (
                          <bdi className="font-medium text-foreground" data-testid="class-teachers">
                            {teacherNames(cls.teachers, t(m.noTeacher))}
                          </bdi>
                        ),
                      })}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
