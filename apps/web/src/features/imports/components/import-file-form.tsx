import { useState, type FormEvent } from 'react';
import { FileUpIcon } from 'lucide-react';
import { FieldError, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { importsMessages as m } from '@/features/imports/imports-messages';

/**
 * Picks the file (a users CSV or a OneRoster bundle) and asks for its preview. A file the server
 * refuses (too large, not a CSV or zip, unreadable) is marked at the file field, which takes focus
 * for another choice; the page raises the toast.
 */
export function ImportFileForm({ busy, onPreview }: { busy: boolean; onPreview: (file: File) => Promise<unknown> }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const fields = useFieldErrors('import', ['file'] as const);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || busy) return;
    onPreview(file).catch((error: unknown) => fields.show({ file: errorMessage(error, t(m.previewFailed)) }));
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="import-file">{t(m.fileLabel)}</Label>
        <Input
          {...fields.control('file', 'import-file-hint')}
          type="file"
          accept=".csv,text/csv,.zip,application/zip,application/x-zip-compressed"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            fields.clear('file');
          }}
        />
        <FieldError {...fields.message('file')} />
        <p id="import-file-hint" className="text-xs text-muted-foreground">
          {t(m.fileHint)}
        </p>
      </div>
      <Button type="submit" disabled={!file} pending={busy} className="sm:mb-6">
        {busy ? <Spinner label={t(m.previewing)} /> : <FileUpIcon />}
        {t(m.preview)}
      </Button>
    </form>
  );
}
