import { Link } from 'react-router';
import { GraduationCapIcon, SchoolIcon } from 'lucide-react';
import type { Dashboard } from '@lyceum/shared/dashboard';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { classPath } from '@/features/content/lib/content-paths';
import { PanelEmptyState } from '@/features/dashboard/components/panel-empty-state';
import { teacherNames } from '@/features/dashboard/lib/teacher-names';

/** Spec section 2, 'My Classroom': up to 3 of the user's classes, each linking to its page. */
export function MyClassroomPanel({ classes }: { classes: Dashboard['classes'] }) {
  return (
    <Card className="gap-4" data-testid="my-classroom">
      <CardHeader>
        <CardTitle asLevel="h2" className="text-lg">
          My Classroom
        </CardTitle>
        <CardDescription>Your classes at a glance</CardDescription>
      </CardHeader>
      <CardContent>
        {classes.length === 0 ? (
          <PanelEmptyState icon={SchoolIcon} title="No classes found" text="Create your first class to get started" />
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
                      <Badge variant="success">Active</Badge>
                    </div>
                    {cls.description && (
                      <p className="line-clamp-2 text-sm break-words text-muted-foreground">{cls.description}</p>
                    )}
                    <p className="text-xs text-muted-foreground">
                      Teachers:{' '}
                      <span className="font-medium text-foreground" data-testid="class-teachers">
                        {teacherNames(cls.teachers)}
                      </span>
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
