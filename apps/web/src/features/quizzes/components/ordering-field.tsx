import { useRef, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { moved, orderOf } from '@/features/quizzes/lib/quiz-answers';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';
import type { ItemFieldProps } from '@/features/quizzes/components/item-props';

/**
 * An ordering item by buttons, not drag and drop: each entry moves up or down, the move is
 * announced, and focus follows the moved entry's same button (or the other one at an end).
 */
export function OrderingField({ item, response, onChange, promptId, errorId, disabled }: ItemFieldProps<'ordering'>) {
  const t = useT();
  const order = orderOf(item, response);
  const textOf = (id: string) => item.choices.find((choice) => choice.id === id)?.text ?? id;
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = `order-hint-${item.id}`;

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    const next = moved(order, from, to);
    const id = order[from] as string;
    onChange({ kind: 'ordering', order: next });
    setAnnouncement(t(p.movedTo, { choice: textOf(id), place: to + 1, total: next.length }));
    // At an end the pressed button disappears: focus goes to the entry's other button.
    const atEnd = (direction === 'up' && to === 0) || (direction === 'down' && to === next.length - 1);
    const target = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => buttons.current.get(`${id}:${target}`)?.focus());
  };

  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-muted-foreground">
        {t(p.orderHint)}
      </p>
      <ol aria-labelledby={promptId} aria-describedby={[hintId, errorId].filter(Boolean).join(' ')} className="grid gap-2">
        {order.map((id, index) => (
          <li key={id} className="flex items-center gap-2 rounded-md border px-3 py-1.5">
            <span aria-hidden="true" className="w-6 text-end font-medium tabular-nums text-muted-foreground">
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 break-words">{textOf(id)}</span>
            {index > 0 && (
              <Button
                ref={(node) => void (node ? buttons.current.set(`${id}:up`, node) : buttons.current.delete(`${id}:up`))}
                variant="outline"
                size="icon-sm"
                aria-label={t(p.moveUp, { choice: textOf(id) })}
                disabled={disabled}
                onClick={() => move(index, index - 1, 'up')}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
            )}
            {index < order.length - 1 && (
              <Button
                ref={(node) => void (node ? buttons.current.set(`${id}:down`, node) : buttons.current.delete(`${id}:down`))}
                variant="outline"
                size="icon-sm"
                aria-label={t(p.moveDown, { choice: textOf(id) })}
                disabled={disabled}
                onClick={() => move(index, index + 1, 'down')}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
