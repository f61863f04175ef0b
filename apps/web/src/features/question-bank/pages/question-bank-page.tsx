import { useState } from 'react';
import type { BankItem } from '@lyceum/shared/question-bank';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import type { BankSearch } from '@/features/question-bank/api/bank-api';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';
import { BankItemLine } from '@/features/question-bank/components/bank-item-line';
import { BankResults } from '@/features/question-bank/components/bank-results';
import { BankSearchFields } from '@/features/question-bank/components/bank-search-fields';
import { DeleteBankItemDialog } from '@/features/question-bank/components/delete-bank-item-dialog';
import { EditBankItemDialog } from '@/features/question-bank/components/edit-bank-item-dialog';
import { promptText } from '@/features/question-bank/lib/prompt-text';

/** A teacher's own question bank: search it by words and tag, change a question's tags and points, delete it. */
export function QuestionBankPage() {
  const t = useT();
  const [search, setSearch] = useState<BankSearch>({ bank: null, q: '', tag: '' });
  const [editing, setEditing] = useState<BankItem | null>(null);
  const [deleting, setDeleting] = useState<BankItem | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader title={t(m.pageTitle)} description={t(m.pageIntro)} />
      <BankSearchFields idPrefix="bank-page" search={search} onChange={setSearch} />
      <BankResults
        search={search}
        row={(entry) => {
          const text = promptText(entry.item.prompt, 40);
          return (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <BankItemLine entry={entry} textId={`bank-item-${entry._id}`} />
              <div className="flex shrink-0 gap-2">
                <Button type="button" variant="outline" size="sm" aria-label={t(m.edit, { text })} onClick={() => setEditing(entry)}>
                  {t(m.editShort)}
                </Button>
                <Button type="button" variant="outline" size="sm" aria-label={t(m.remove, { text })} onClick={() => setDeleting(entry)}>
                  {t(m.removeShort)}
                </Button>
              </div>
            </div>
          );
        }}
      />
      {editing && <EditBankItemDialog entry={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteBankItemDialog entry={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
