import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpenIcon, ClipboardListIcon, GraduationCapIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@lyceum/shared/dashboard';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import { dashboardMessages as m } from '@/features/dashboard/dashboard-messages';

interface Stat {
  key: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The count, written in the reader's language. */
  value: string;
  /** Absent: the card is not a link (Students). */
  to?: string;
}

/** Spec section 2: 2 columns at medium width, 4 at large. */
const GRID = 'grid gap-4 md:grid-cols-2 lg:grid-cols-4';

/**
 * The stat cards. Students appears only when the server sent a count (it does not for students);
 * the spec's Activity card is never displayed, so it is not built at all.
 */
export function DashboardStats({ stats }: { stats: Dashboard['stats'] }) {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const cards: Stat[] = [
    { key: 'classes', title: t(m.statClasses), description: t(m.statClassesText), icon: GraduationCapIcon, value: number.format(stats.classes), to: '/dashboard/classes' },
    {
      key: 'assignments',
      title: t(m.statAssignments),
      description: t(m.statAssignmentsText),
      icon: ClipboardListIcon,
      value: number.format(stats.assignments),
      to: '/dashboard/assignments',
    },
    {
      key: 'materials',
      title: t(m.statMaterials),
      description: t(m.statMaterialsText),
      icon: BookOpenIcon,
      value: number.format(stats.materials),
      to: '/dashboard/materials',
    },
  ];
  if (stats.students !== undefined) {
    cards.push({ key: 'students', title: t(m.statStudents), description: t(m.statStudentsText), icon: UsersIcon, value: number.format(stats.students) });
  }
  return (
    <section aria-label={t(m.overview)} className={GRID}>
      {cards.map((card) => (
        <StatCard key={card.key} stat={card} />
      ))}
    </section>
  );
}

function StatCard({ stat }: { stat: Stat }) {
  const { icon: Icon } = stat;
  const body = (interactive: boolean): ReactNode => (
    <Card
      className={cn('h-full flex-row items-center gap-4 px-5 py-5', interactive && 'transition-colors group-hover:border-primary/50 group-hover:bg-accent/40')}
      data-testid={`stat-${stat.key}`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{stat.title}</p>
        <p className="text-2xl font-semibold tabular-nums" data-testid="stat-value">
          {stat.value}
        </p>
        <p className="text-xs text-muted-foreground">{stat.description}</p>
      </div>
    </Card>
  );
  if (!stat.to) return body(false);
  return (
    <Link to={stat.to} className="group block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80">
      {body(true)}
    </Link>
  );
}

/** Placeholders of the cards' shape while the one request is in flight. */
export function DashboardStatsSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-[6.5rem] rounded-xl" />
      ))}
    </div>
  );
}
