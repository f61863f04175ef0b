import type { ReactNode } from 'react';
import type { BankItem } from '@lyceum/shared/question-bank';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import type { BankSearch } from '@/features/question-bank/api/bank-api';
import { useBankItems } from '@/features/question-bank/api/use-bank-items';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';

/**
 * A bank search's results: the count (announced politely as it changes), each item as `row`
 * draws it, and Show more while pages remain.
 */
export function BankResults({ search, row }: { search: BankSearch; row: (entry: BankItem) => ReactNode }) {
  const t = useT();
  const { query, items, total } = useBankItems(search);
  const nothingAtAll = total === 0 && search.q.trim() === '' && search.tag === '';
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-muted-foreground" data-testid="bank-count">
        {query.isError ? t(m.loadFailed) : total === null ? '' : nothingAtAll ? t(m.empty) : t(m.results, { count: total })}
      </p>
      <ul className="grid gap-2" data-testid="bank-results">
        {items.map((entry) => (
          <li key={entry._id} className="rounded-lg border p-3" data-testid="bank-item">
            {row(entry)}
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button type="button" variant="outline" className="justify-self-start" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t(m.more)}
        </Button>
      )}
    </div>
  );
}
