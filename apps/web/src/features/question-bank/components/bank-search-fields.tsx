import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { bankApi, type BankSearch } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';

const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/**
 * The search box and the tag filter of a bank. The words reach the search a quarter of a second
 * after the last key, so typing a word asks the server once, not once per letter.
 */
export function BankSearchFields({ idPrefix, search, onChange }: { idPrefix: string; search: BankSearch; onChange: (next: BankSearch) => void }) {
  const t = useT();
  const [words, setWords] = useState(search.q);
  const tags = useQuery(bankApi.tagsOptions(search.bank));
  useEffect(() => {
    if (words === search.q) return undefined;
    const timer = window.setTimeout(() => onChange({ ...search, q: words }), 250);
    return () => window.clearTimeout(timer);
  }, [words, search, onChange]);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-q`}>{t(m.search)}</Label>
        <Input id={`${idPrefix}-q`} type="search" value={words} onChange={(event) => setWords(event.target.value)} autoComplete="off" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idPrefix}-tag`}>{t(m.tagFilter)}</Label>
        <select id={`${idPrefix}-tag`} className={selectClass} value={search.tag} onChange={(event) => onChange({ ...search, tag: event.target.value })}>
          <option value="">{t(m.anyTag)}</option>
          {(tags.data ?? []).map((entry) => (
            <option key={entry.tag} value={entry.tag}>
              {entry.tag} ({entry.count})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
