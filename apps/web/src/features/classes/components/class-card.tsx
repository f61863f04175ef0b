import { Link } from 'react-router';
import { GraduationCapIcon, UsersIcon } from 'lucide-react';
import type { ClassSummary } from '@lyceum/shared/classes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { classesMessages as m } from '@/features/classes/classes-messages';

/** One class in the list; the whole card links to the class page. */
export function ClassCard({ cls }: { cls: ClassSummary }) {
  const { t, locale } = useI18n();
  const count = (value: number) => <span className="font-medium text-foreground">{value.toLocaleString(locale)}</span>;
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
            {withNames(t, m.cardTeachers, { count: count(cls.teachersCount) })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersIcon className="size-4" aria-hidden="true" />
            {withNames(t, m.cardStudents, { count: count(cls.studentsCount) })}
          </span>
        </CardContent>
      </Card>
    </Link>
  );
}
