import {
  FileArchiveIcon,
  FileIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  FileTypeIcon,
  ImageIcon,
  LinkIcon,
  MusicIcon,
  PresentationIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';
import type { FileKind } from '@lyceum/shared/file-types';
import { cn } from '@/lib/utils';

const ICONS: Record<FileKind | 'link', LucideIcon> = {
  pdf: FileTextIcon,
  image: ImageIcon,
  document: FileTypeIcon,
  spreadsheet: FileSpreadsheetIcon,
  presentation: PresentationIcon,
  text: FileIcon,
  audio: MusicIcon,
  video: VideoIcon,
  archive: FileArchiveIcon,
  link: LinkIcon,
};

/**
 * The icon of an attachment: by the kind of file (shared table), a link icon for links, and a
 * plain file while a picked file's kind is not known (the server decides it by the bytes).
 */
export function AttachmentIcon({ kind, className }: { kind: FileKind | 'link' | null; className?: string }) {
  const Icon = kind === null ? FileIcon : ICONS[kind];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary', className)}>
      <Icon className="size-4.5" aria-hidden="true" />
    </span>
  );
}
