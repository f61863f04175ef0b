import type { BankItem } from '@lyceum/shared/question-bank';
import { useT } from '@/lib/i18n/i18n-context';
import { KIND_NAMES } from '@/features/quizzes/lib/item-drafts';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';
import { promptText } from '@/features/question-bank/lib/prompt-text';

/** A bank question in a list: the start of its text, its kind and points, its tags. */
export function BankItemLine({ entry, textId }: { entry: BankItem; textId: string }) {
  const t = useT();
  return (
    <div className="grid min-w-0 gap-1">
      <p id={textId} className="break-words font-medium">
        {promptText(entry.item.prompt)}
      </p>
      <p className="text-sm text-muted-foreground">{t(m.kindAndPoints, { kind: t(KIND_NAMES[entry.item.kind]), points: entry.item.points })}</p>
      {entry.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={t(m.tags)}>
          {entry.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
