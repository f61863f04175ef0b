import { useState, type FormEvent } from 'react';
import { FileUpIcon } from 'lucide-react';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/** Picks the file (a users CSV or a OneRoster bundle) and asks for its preview. */
export function ImportFileForm({ busy, onPreview }: { busy: boolean; onPreview: (file: File) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file && !busy) onPreview(file);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="import-file">{TEXT.importFileLabel}</Label>
        <Input
          id="import-file"
          type="file"
          accept=".csv,text/csv,.zip,application/zip,application/x-zip-compressed"
          aria-describedby="import-file-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id="import-file-hint" className="text-xs text-muted-foreground">
          {TEXT.importFileHint}
        </p>
      </div>
      <Button type="submit" disabled={!file || busy} className="sm:mb-6">
        {busy ? <Spinner label="Previewing" /> : <FileUpIcon />}
        {TEXT.importPreview}
      </Button>
    </form>
  );
}
