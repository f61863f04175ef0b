import { lazy, Suspense, useState } from 'react';
import { UploadIcon } from 'lucide-react';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { quizImportMessages as m } from '@/features/quizzes/components/quiz-import-messages';

// The dialog and its preview are downloaded when a teacher first opens it.
const QuizImportDialog = lazy(() => import('@/features/quizzes/components/quiz-import-dialog'));

/** Import questions, in the builder: opens the import dialog; the questions chosen are handed to `onImport`. */
export function QuizImportButton({ room, onImport }: { room: number; onImport: (items: QuizItem[]) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={room <= 0} onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden="true" /> {t(m.open)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QuizImportDialog
            room={room}
            onClose={() => setOpen(false)}
            onImport={(items) => {
              setOpen(false);
              onImport(items);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
