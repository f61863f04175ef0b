import { useRef, useState, type DragEvent } from 'react';
import { UploadIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { ACCEPT_ATTRIBUTE } from '@/features/content/lib/upload-precheck';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Where files are added: a button that opens the file picker (so it works from the keyboard and
 * with assistive technology) and a drop target for files dragged onto it.
 */
export function AttachmentDropZone({ onFiles, disabled, describedBy }: { onFiles: (files: File[]) => void; disabled: boolean; describedBy?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const t = useT();

  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    if (disabled || !carriesFiles(event)) return;
    // Without this the browser would open the dropped file in place of the app.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    setDragging(false);
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-6 text-center text-sm transition-colors outline-none',
          'hover:border-primary/60 hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/80',
          'disabled:cursor-not-allowed disabled:opacity-50 data-dragging:border-primary data-dragging:bg-accent',
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
          <UploadIcon className="size-5" aria-hidden="true" />
        </span>
        <span className="font-medium">
          {withNames(t, v.orDrag, { choose: <span className="text-primary underline-offset-4">{t(v.chooseFiles)}</span> })}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same file again (after removing it) fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
