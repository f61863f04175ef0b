import { fileKindOf, type FileKind } from '@lyceum/shared/file-types';
import type { FileAttachment } from '@lyceum/shared/files';
import { formatFileSize } from '@/features/content/lib/file-size';

/** What a file is, in a word, for the line under its name. */
export const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'Image',
  document: 'Document',
  spreadsheet: 'Spreadsheet',
  presentation: 'Presentation',
  text: 'Text',
  audio: 'Audio',
  video: 'Video',
  archive: 'Archive',
};

/** "PDF · 1.2 MB": the line under a file's name. */
export const fileMeta = (file: Pick<FileAttachment, 'type' | 'size'>): string => `${KIND_LABELS[fileKindOf(file.type)]} · ${formatFileSize(file.size)}`;
