import type { LucideIcon } from 'lucide-react';
import { ClipboardListIcon, FileTextIcon, GraduationCapIcon, UsersIcon } from 'lucide-react';
import type { ClassDetail } from '@lyceum/shared/classes';
import type { Topic } from '@lyceum/shared/topics';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';

interface Stat {
  label: string;
  /** The count, written in the reader's language. */
  value: string;
  icon: LucideIcon;
}

function StatCard({ label, value, icon: Icon }: Stat) {
  return (
    <Card className="flex-row items-center gap-3 px-3 py-3 sm:gap-4 sm:px-5 sm:py-4" data-testid="class-stat">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:size-10">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground hyphens-auto wrap-break-word">{label}</p>
        <p className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      </div>
    </Card>
  );
}

/**
 * Spec section 2: Materials and Assignments totals (sums of the per-topic counts) for everyone;
 * Teachers and Students counts for teachers and admins only. Two compact columns on phones, so
 * the tabs below still show in the first screen.
 */
export function ClassStats({ cls, topics, showMembers }: { cls: ClassDetail; topics: Topic[]; showMembers: boolean }) {
  const { t, locale } = useI18n();
  const number = (value: number) => value.toLocaleString(locale);
  const stats: Stat[] = [
    { label: t(m.statMaterials), value: number(topics.reduce((sum, topic) => sum + topic.materialsCount, 0)), icon: FileTextIcon },
    { label: t(m.statAssignments), value: number(topics.reduce((sum, topic) => sum + topic.assignmentsCount, 0)), icon: ClipboardListIcon },
  ];
  if (showMembers) {
    stats.push(
      { label: t(m.statTeachers), value: number(cls.teachersCount), icon: GraduationCapIcon },
      { label: t(m.statStudents), value: number(cls.studentsCount), icon: UsersIcon },
    );
  }
  return (
    <section aria-label={t(m.statistics)} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </section>
  );
}
