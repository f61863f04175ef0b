import { Link } from 'react-router';
import { GraduationCapIcon, UsersIcon } from 'lucide-react';
import type { ClassSummary } from '@lyceum/shared/classes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** One class in the list; the whole card links to the class page. */
export function ClassCard({ cls }: { cls: ClassSummary }) {
  return (
    <Link
      to={`/dashboard/classes/${encodeURIComponent(cls._id)}`}
      className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80"
      data-testid="class-card"
    >
      <Card className="h-full gap-4 transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
        <CardHeader>
          <CardTitle asLevel="h2" className="text-lg break-words">
            {cls.name}
          </CardTitle>
          {cls.description && <CardDescription className="line-clamp-2 break-words">{cls.description}</CardDescription>}
        </CardHeader>
        <CardContent className="mt-auto flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <GraduationCapIcon className="size-4" aria-hidden="true" />
            Teachers: <span className="font-medium text-foreground">{cls.teachersCount}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersIcon className="size-4" aria-hidden="true" />
            Students: <span className="font-medium text-foreground">{cls.studentsCount}</span>
          </span>
        </CardContent>
      </Card>
    </Link>
  );
}
