import { DownloadIcon, ExternalLinkIcon } from 'lucide-react';
import type { FileAttachment } from '@lyceum/shared/files';
import { fileKindOf } from '@lyceum/shared/file-types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useLastPresent } from '@/components/ui/use-last-present';
import { cn } from '@/lib/utils';
import { fileMeta } from '@/features/content/lib/file-labels';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/**
 * An image or a PDF shown in the page, from its preview URL (served inline, sandboxed by its own
 * CSP, framable by this app only). Phones that cannot show a PDF in a frame get the links below it.
 */
export function AttachmentPreviewDialog({ file: current, onClose }: { file: FileAttachment | null; onClose: () => void }) {
  // Keeps showing the file while the dialog fades out.
  const file = useLastPresent(current);
  const t = useT();
  const isPdf = file !== null && fileKindOf(file.type) === 'pdf';
  return (
    <Dialog open={current !== null && current.previewUrl !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={cn('gap-3 p-4 sm:p-6', isPdf ? 'max-w-5xl' : 'max-w-3xl')}
        // The dialog itself takes focus, not its first focusable element: that would be the PDF's
        // frame, whose viewer keeps the keys (Escape would no longer close the dialog).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.target instanceof HTMLElement) event.target.focus();
        }}
      >
        {file?.previewUrl && (
          <>
            <DialogHeader className="pe-8">
              <DialogTitle className="leading-snug break-all">{file.name}</DialogTitle>
              <DialogDescription>{fileMeta(file, t)}</DialogDescription>
            </DialogHeader>
            {isPdf ? (
              <iframe
                src={file.previewUrl}
                title={t(v.previewOf, { name: file.name })}
                className="h-[65dvh] w-full rounded-md border bg-muted"
                data-testid="pdf-preview"
              />
            ) : (
              <img
                src={file.previewUrl}
                alt={file.name}
                className="mx-auto max-h-[65dvh] w-auto max-w-full rounded-md border bg-muted object-contain"
                data-testid="image-preview"
              />
            )}
            <DialogFooter>
              <Button asChild variant="outline">
                <a href={file.previewUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" /> {t(v.openInNewTab)}
                </a>
              </Button>
              <Button asChild>
                <a href={file.url} download={file.name}>
                  <DownloadIcon aria-hidden="true" /> {t(v.download)}
                </a>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
