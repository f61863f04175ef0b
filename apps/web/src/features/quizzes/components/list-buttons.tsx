import type { MouseEvent } from 'react';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * Move up, move down and remove for one entry of a list (questions, choices): buttons, so order is
 * changed by keyboard as well as by pointer (no drag and drop). Focus is never dropped: a move keeps
 * it on the button pressed (an end reached makes that button aria-disabled, still focusable, not
 * disabled), a removal moves it to the entry now in that place, or the list's Add button
 * (`data-list-add` in the same `data-list`).
 */
export function ListButtons({
  index,
  count,
  labels,
  onMove,
  onRemove,
  minimum = 0,
}: {
  index: number;
  count: number;
  labels: { up?: string; down?: string; remove: string };
  onMove?: (step: -1 | 1) => void;
  onRemove: () => void;
  /** The fewest entries the list keeps: removing below it is refused. */
  minimum?: number;
}) {
  const move = (step: -1 | 1) => (event: MouseEvent<HTMLButtonElement>) => {
    const to = index + step;
    if (!onMove || to < 0 || to >= count) return;
    const button = event.currentTarget;
    onMove(step);
    // Reordering moves the entry's nodes, which can blur what they hold.
    requestAnimationFrame(() => button.focus());
  };
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    if (count <= minimum) return;
    const list = event.currentTarget.closest('[data-list]');
    onRemove();
    requestAnimationFrame(() => {
      const removes = list ? [...list.querySelectorAll<HTMLElement>(':scope [data-list-remove]')].filter((el) => el.closest('[data-list]') === list) : [];
      (removes[Math.min(index, removes.length - 1)] ?? list?.querySelector<HTMLElement>('[data-list-add]'))?.focus();
    });
  };
  const ends = (disabled: boolean) => ({ 'aria-disabled': disabled || undefined, className: cn(disabled && 'opacity-50') });
  return (
    <div className="flex shrink-0 items-center gap-1">
      {onMove && labels.up && (
        <Button type="button" variant="ghost" size="icon-sm" aria-label={labels.up} {...ends(index === 0)} onClick={move(-1)}>
          <ArrowUpIcon aria-hidden="true" />
        </Button>
      )}
      {onMove && labels.down && (
        <Button type="button" variant="ghost" size="icon-sm" aria-label={labels.down} {...ends(index === count - 1)} onClick={move(1)}>
          <ArrowDownIcon aria-hidden="true" />
        </Button>
      )}
      <Button type="button" variant="ghost" size="icon-sm" aria-label={labels.remove} data-list-remove="" {...ends(count <= minimum)} onClick={remove}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
