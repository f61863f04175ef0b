import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ArchiveIcon, LibraryIcon } from 'lucide-react';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { bankMessages as m } from '@/features/question-bank/question-bank-messages';
import type { SavableQuestion } from '@/features/question-bank/components/save-to-bank-dialog';

const AddFromBankDialog = lazy(() => import('@/features/question-bank/components/add-from-bank-dialog').then((module) => ({ default: module.AddFromBankDialog })));
const SaveToBankDialog = lazy(() => import('@/features/question-bank/components/save-to-bank-dialog').then((module) => ({ default: module.SaveToBankDialog })));

/**
 * The quiz builder's two ways into the question bank: Add from bank and Save to bank. The
 * dialogs download when first opened; the class is the builder's route's (`:id`).
 */
export function BankToolbar({ questions, onAdd }: { questions: () => SavableQuestion[]; onAdd: (items: QuizItem[]) => void }) {
  const t = useT();
  const { id: classId = '' } = useParams();
  const [open, setOpen] = useState<'add' | 'save' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onClick={() => setOpen('add')}>
        <LibraryIcon aria-hidden="true" /> {t(m.addFromBank)}
      </Button>
      <Button type="button" variant="outline" onClick={() => setOpen('save')}>
        <ArchiveIcon aria-hidden="true" /> {t(m.saveToBank)}
      </Button>
      <Suspense fallback={null}>
        {open === 'add' && <AddFromBankDialog classId={classId} takenIds={questions().map((q) => q.id)} onAdd={onAdd} onClose={close} />}
        {open === 'save' && <SaveToBankDialog classId={classId} questions={questions()} onClose={close} />}
      </Suspense>
    </div>
  );
}
