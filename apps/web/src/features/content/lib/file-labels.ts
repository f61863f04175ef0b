import { fileKindOf, type FileKind } from '@lyceum/shared/file-types';
import type { FileAttachment } from '@lyceum/shared/files';
import { formatFileSize } from '@/features/content/lib/file-size';
import type { Translate } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

/** What a file is, in a word, for the line under its name. */
const KIND_LABELS: Record<FileKind, MessageDescriptor> = {
  pdf: v.kindPdf,
  image: v.kindImage,
  document: v.kindDocument,
  spreadsheet: v.kindSpreadsheet,
  presentation: v.kindPresentation,
  text: v.kindText,
  audio: v.kindAudio,
  video: v.kindVideo,
  archive: v.kindArchive,
};

/** "PDF · 1.2 MB": the line under a file's name. */
export const fileMeta = (file: Pick<FileAttachment, 'type' | 'size'>, t: Translate): string =>
  t(v.fileMeta, { kind: t(KIND_LABELS[fileKindOf(file.type)]), size: formatFileSize(file.size) });
