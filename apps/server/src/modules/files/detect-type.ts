import { fileTypeFromBuffer } from 'file-type';
import {
  ALLOWED_TYPES,
  CFB_DOCUMENT_EXTENSIONS,
  TEXT_EXTENSIONS,
  ZIP_DOCUMENT_EXTENSIONS,
  type AllowedType,
} from '@lyceum/shared/file-types';
import { extensionOf } from './file-name';

/** How much of the start of a file the type is decided on: enough for a zip's first entries (an Office file's [Content_Types].xml). */
export const SNIFF_BYTES = 64 * 1024;

export interface Detected {
  type: AllowedType;
  /** Plain text is accepted by rule, not by signature: the whole file must then be UTF-8 text. */
  mustBeText: boolean;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The allowed type of a file from its first bytes, or null when it is not one we take. The
 * signature decides (file-type); the name only tells apart what the bytes cannot: an Office or
 * OpenDocument file is a zip (only a few of its entries say which, maybe past the first bytes),
 * a legacy .doc/.xls/.ppt shares its container with installers, and text has no signature at all.
 */
export async function detectType(head: Uint8Array, name: string): Promise<Detected | null> {
  const extension = extensionOf(name);
  const found = await fileTypeFromBuffer(head);
  if (found) {
    if (found.ext === 'zip' && isOneOf(ZIP_DOCUMENT_EXTENSIONS, extension)) return { type: ALLOWED_TYPES[extension] as AllowedType, mustBeText: false };
    if (found.ext === 'cfb') return isOneOf(CFB_DOCUMENT_EXTENSIONS, extension) ? { type: ALLOWED_TYPES[extension] as AllowedType, mustBeText: false } : null;
    const type = ALLOWED_TYPES[found.ext];
    return type ? { type, mustBeText: false } : null;
  }
  if (!isOneOf(TEXT_EXTENSIONS, extension)) return null;
  const type = ALLOWED_TYPES[extension === 'markdown' ? 'md' : extension];
  return type ? { type, mustBeText: true } : null;
}
