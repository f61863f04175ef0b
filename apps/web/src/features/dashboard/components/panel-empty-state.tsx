import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A dashboard panel with nothing to list: an icon, a title, a line of text and an optional action. */
export function PanelEmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
      <Icon className="size-9 text-muted-foreground" aria-hidden="true" />
      <h3 className="font-medium">{title}</h3>
      <p className="text-sm text-muted-foreground">{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
