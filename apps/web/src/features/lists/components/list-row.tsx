import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

interface ListRowProps {
  to: string;
  icon: LucideIcon;
  title: string;
  /** Class and topic names. */
  context: string;
  /** Dates and counts, under the context line. */
  children: ReactNode;
  /** Badges on the right (below the text on narrow screens). */
  aside?: ReactNode;
  testId: string;
}

/** A row of the all-assignments and all-materials lists: the whole row is one link to the item. */
export function ListRow({ to, icon: Icon, title, context, children, aside, testId }: ListRowProps) {
  return (
    <li data-testid={testId}>
      <Link
        to={to}
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/80 sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="font-semibold break-words">{title}</h2>
          <p className="text-sm break-words text-muted-foreground">{context}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">{children}</div>
        </div>
        {aside && <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">{aside}</div>}
      </Link>
    </li>
  );
}
