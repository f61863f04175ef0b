/**
 * The kinds of file a teacher may attach, decided by the file's bytes (the server detects them;
 * the declared type and the name count for nothing). The web client reads the same table for its
 * type icons and for what it may preview in the page.
 */
export type FileKind = 'pdf' | 'image' | 'document' | 'spreadsheet' | 'presentation' | 'text' | 'audio' | 'video' | 'archive';

export interface AllowedType {
  /** The Content-Type it is stored and served with. */
  type: string;
  kind: FileKind;
  /** Name endings that agree with the content; the first is added to a name that has none of them. */
  extensions: readonly string[];
}

const t = (type: string, kind: FileKind, ...extensions: string[]): AllowedType => ({ type, kind, extensions });

/**
 * Keyed by the `ext` that the `file-type` package reports for the bytes ("cfb" and "text" are ours:
 * see the server's files/detect-type.ts). What is not here is refused with a 415.
 */
export const ALLOWED_TYPES: Readonly<Record<string, AllowedType>> = {
  pdf: t('application/pdf', 'pdf', 'pdf'),
  jpg: t('image/jpeg', 'image', 'jpg', 'jpeg', 'jpe', 'jfif'),
  png: t('image/png', 'image', 'png'),
  apng: t('image/apng', 'image', 'apng', 'png'),
  gif: t('image/gif', 'image', 'gif'),
  webp: t('image/webp', 'image', 'webp'),
  avif: t('image/avif', 'image', 'avif'),
  heic: t('image/heic', 'image', 'heic', 'heif'),
  bmp: t('image/bmp', 'image', 'bmp'),
  tif: t('image/tiff', 'image', 'tif', 'tiff'),
  docx: t('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document', 'docx'),
  xlsx: t('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'spreadsheet', 'xlsx'),
  pptx: t('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'presentation', 'pptx'),
  odt: t('application/vnd.oasis.opendocument.text', 'document', 'odt'),
  ods: t('application/vnd.oasis.opendocument.spreadsheet', 'spreadsheet', 'ods'),
  odp: t('application/vnd.oasis.opendocument.presentation', 'presentation', 'odp'),
  doc: t('application/msword', 'document', 'doc'),
  xls: t('application/vnd.ms-excel', 'spreadsheet', 'xls'),
  ppt: t('application/vnd.ms-powerpoint', 'presentation', 'ppt'),
  txt: t('text/plain; charset=utf-8', 'text', 'txt'),
  csv: t('text/csv; charset=utf-8', 'text', 'csv'),
  md: t('text/markdown; charset=utf-8', 'text', 'md', 'markdown'),
  mp3: t('audio/mpeg', 'audio', 'mp3'),
  m4a: t('audio/mp4', 'audio', 'm4a'),
  oga: t('audio/ogg', 'audio', 'oga', 'ogg'),
  ogg: t('audio/ogg', 'audio', 'ogg', 'oga'),
  opus: t('audio/ogg', 'audio', 'opus', 'ogg'),
  wav: t('audio/wav', 'audio', 'wav'),
  flac: t('audio/flac', 'audio', 'flac'),
  aac: t('audio/aac', 'audio', 'aac'),
  mp4: t('video/mp4', 'video', 'mp4', 'm4v'),
  m4v: t('video/mp4', 'video', 'm4v', 'mp4'),
  webm: t('video/webm', 'video', 'webm'),
  mov: t('video/quicktime', 'video', 'mov', 'qt'),
  mkv: t('video/x-matroska', 'video', 'mkv'),
  avi: t('video/x-msvideo', 'video', 'avi'),
  mpg: t('video/mpeg', 'video', 'mpg', 'mpeg'),
  ogv: t('video/ogg', 'video', 'ogv', 'ogg'),
  '3gp': t('video/3gpp', 'video', '3gp'),
  zip: t('application/zip', 'archive', 'zip'),
};

/** The plain-text endings accepted for a file whose bytes no signature identifies (see detect-type.ts). */
export const TEXT_EXTENSIONS = ['txt', 'csv', 'md', 'markdown'] as const;

/** Zip-based documents are zips: a zip named like one is taken as that document. */
export const ZIP_DOCUMENT_EXTENSIONS = ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'] as const;

/** Legacy Office files are Compound File Binary, as are installers: only these names make one a document. */
export const CFB_DOCUMENT_EXTENSIONS = ['doc', 'xls', 'ppt'] as const;

const kindByType = new Map(Object.values(ALLOWED_TYPES).map((entry) => [entry.type, entry.kind]));

/** The kind of a stored type (for an icon); 'archive' for anything unknown. */
export const fileKindOf = (type: string): FileKind => kindByType.get(type) ?? 'archive';

/** Images and PDFs may be shown in the page (`?inline=1`); everything else downloads. */
export const canPreviewInline = (type: string): boolean => {
  const kind = fileKindOf(type);
  return kind === 'image' || kind === 'pdf';
};

/** The sentence a 415 answers with, also shown by the upload form before sending. */
export const ALLOWED_TYPES_SUMMARY =
  'PDF, images (JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP, TIFF), Word, Excel, PowerPoint and OpenDocument files, plain text (.txt, .csv, .md), audio, video and zip archives';
