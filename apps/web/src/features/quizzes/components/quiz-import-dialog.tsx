import { useId, useState } from 'react';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { QUIZ_SETTINGS_LIMITS } from '@lyceum/shared/quiz-limits';
import type { QuizImportPreview } from '@lyceum/shared/quizzes';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { quizImportApi } from '@/features/quizzes/api/quiz-import-api';
import { importFormatOf } from '@/features/quizzes/lib/quiz-import-format';
import { quizImportMessages as m } from '@/features/quizzes/components/quiz-import-messages';
import { hasProblem, QuizImportPreviewList } from '@/features/quizzes/components/quiz-import-preview-list';

type Read = { state: 'idle' } | { state: 'reading' } | { state: 'failed'; message: string } | { state: 'read'; preview: QuizImportPreview };

/**
 * Import questions: a file (or pasted GIFT text) is previewed by the server, which saves nothing;
 * every question is listed with its kind and each problem or part not kept, and ticked. Import is
 * disabled while a ticked question has a problem; the ticked ones go to the builder (`room` is how
 * many more questions the quiz can hold), where saving the quiz stores them, all or none.
 */
export default function QuizImportDialog({ room, onImport, onClose }: { room: number; onImport: (items: QuizItem[]) => void; onClose: () => void }) {
  const t = useT();
  const statusId = useId();
  const [read, setRead] = useState<Read>({ state: 'idle' });
  const [pasted, setPasted] = useState('');
  const [ticked, setTicked] = useState<Set<number>>(new Set());

  const preview = async (load: () => Promise<QuizImportPreview>) => {
    setRead({ state: 'reading' });
    try {
      const result = await load();
      setTicked(new Set(result.questions.map((q) => q.index)));
      setRead({ state: 'read', preview: result });
    } catch (error) {
      setRead({ state: 'failed', message: errorMessage(error, t(m.failed)) });
    }
  };
  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const text = /\.zip$/i.test(file.name) ? null : await file.text();
    const format = importFormatOf(file.name, text);
    if (format === null) return setRead({ state: 'failed', message: t(m.unknownFormat) });
    await preview(() => (format === 'package' || text === null ? quizImportApi.previewPackage(file) : quizImportApi.previewText(format, text)));
  };

  const questions = read.state === 'read' ? read.preview.questions.filter((q) => ticked.has(q.index)) : [];
  const blocked = questions.filter(hasProblem).length;
  const why = blocked > 0 ? t(m.blocked, { count: blocked }) : questions.length === 0 ? t(m.noneTicked) : questions.length > room ? t(m.tooMany, { max: QUIZ_SETTINGS_LIMITS.items }) : '';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(m.open)}</DialogTitle>
          <DialogDescription>{t(m.intro)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1">
          <Label htmlFor="quiz-import-file">{t(m.file)}</Label>
          <Input id="quiz-import-file" type="file" accept=".txt,.gift,.xml,.zip,text/plain,application/xml,text/xml,application/zip" onChange={(event) => void chooseFile(event.target.files?.[0])} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="quiz-import-text">{t(m.pasteLabel)}</Label>
          <Textarea id="quiz-import-text" rows={4} dir="auto" value={pasted} onChange={(event) => setPasted(event.target.value)} />
          <Button type="button" variant="outline" className="justify-self-start" disabled={pasted.trim() === '' || read.state === 'reading'} onClick={() => void preview(() => quizImportApi.previewText('gift', pasted))}>
            {t(m.previewPasted)}
          </Button>
        </div>
        <div aria-live="polite" className="grid gap-2">
          {read.state === 'reading' && <p className="text-sm text-muted-foreground">{t(m.reading)}</p>}
          {read.state === 'failed' && (
            <Alert variant="destructive">
              <AlertDescription>{read.message}</AlertDescription>
            </Alert>
          )}
          {read.state === 'read' && read.preview.problem && (
            <Alert variant="destructive">
              <AlertDescription>{t(m.fileProblem, { problem: read.preview.problem })}</AlertDescription>
            </Alert>
          )}
        </div>
        {read.state === 'read' && !read.preview.problem && (
          <QuizImportPreviewList
            preview={read.preview}
            ticked={ticked}
            onTick={(index, on) =>
              setTicked((current) => {
                const next = new Set(current);
                if (on) next.add(index);
                else next.delete(index);
                return next;
              })
            }
          />
        )}
        <DialogFooter className="items-center gap-2">
          {read.state === 'read' && why && (
            <p id={statusId} className="text-sm text-muted-foreground sm:me-auto" role="status">
              {why}
            </p>
          )}
          <Button type="button" variant="outline" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button
            type="button"
            disabled={read.state !== 'read' || why !== ''}
            aria-describedby={read.state === 'read' && why ? statusId : undefined}
            onClick={() => onImport(questions.flatMap((q) => (q.item ? [q.item] : [])))}
          >
            {t(m.submit, { count: questions.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
