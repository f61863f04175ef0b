import type { Locale } from '@lyceum/shared/i18n';
import { defineMessages, formatMessage } from '../../lib/i18n';

/**
 * The kinds of file an upload may be, as words (ALLOWED_TYPES_SUMMARY's, packages/shared/src/file-types.ts,
 * in the order it names them), for the 415's "Allowed: …" in the uploader's language.
 */
const KINDS = defineMessages({
  pdf: { id: 'server.file.kind.pdf', defaultMessage: 'PDF', description: 'A kind of file an upload may be, in the list after "Allowed:"' },
  images: { id: 'server.file.kind.images', defaultMessage: 'images (JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP, TIFF)', description: 'A kind of file an upload may be, in the list after "Allowed:"; keep the formats\' names' },
  office: {
    id: 'server.file.kind.office',
    defaultMessage: 'Word, Excel, PowerPoint and OpenDocument files',
    description: 'A kind of file an upload may be, in the list after "Allowed:"; keep the programs\' names',
  },
  text: { id: 'server.file.kind.text', defaultMessage: 'plain text (.txt, .csv, .md)', description: 'A kind of file an upload may be, in the list after "Allowed:"; keep the file endings' },
  audio: { id: 'server.file.kind.audio', defaultMessage: 'audio', description: 'A kind of file an upload may be, in the list after "Allowed:"' },
  video: { id: 'server.file.kind.video', defaultMessage: 'video', description: 'A kind of file an upload may be, in the list after "Allowed:"' },
  zip: { id: 'server.file.kind.zip', defaultMessage: 'zip archives', description: 'A kind of file an upload may be, the last in the list after "Allowed:"' },
});

const lists = new Map<Locale, string>();

/**
 * "PDF, images (…), … audio, video and zip archives" in a reader's language: each kind in its
 * words, joined as the language joins a list (Intl.ListFormat). English is British, without a
 * comma before "and", as the API has always written it.
 */
export function allowedKindsIn(locale: Locale): string {
  let list = lists.get(locale);
  if (list === undefined) {
    const join = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' });
    list = join.format(Object.values(KINDS).map((kind) => formatMessage(locale, kind)));
    lists.set(locale, list);
  }
  return list;
}
