import { ALLOWED_TYPES, type FileKind } from '@lyceum/shared/file-types';
import { FILE_MSG } from '@lyceum/shared/messages';

const allowedExtensions = new Set(Object.values(ALLOWED_TYPES).flatMap((entry) => entry.extensions));
const baseType = (type: string) => type.split(';')[0]!.trim().toLowerCase();
const kindByMimeType = new Map(Object.values(ALLOWED_TYPES).map((entry) => [baseType(entry.type), entry.kind]));

/** The `accept` list of the file picker: every name ending the server takes. */
export const ACCEPT_ATTRIBUTE = [...allowedExtensions].map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * Whether the server could take this file, judged before sending it (the server decides by the
 * bytes; this is only for a faster message). A name ending or a browser-reported type of an
 * allowed kind passes; so does a name with no ending, whose bytes only the server can judge.
 */
function mayBeAllowed(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = extensionOf(file.name);
  return extension === '' || allowedExtensions.has(extension) || kindByMimeType.has(baseType(file.type));
}

/**
 * The message the server would answer for this file (empty, type not allowed), or null when it
 * should be sent. The size is left to the server: its limit is a setting (MAX_UPLOAD_MB) the client
 * does not know, and its 413 names it as soon as an upload passes it.
 */
export function precheckUpload(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size === 0) return FILE_MSG.empty;
  if (!mayBeAllowed(file)) return FILE_MSG.typeNotAllowed;
  return null;
}

/** The kind of a picked file by the type the browser reports, or null when that says nothing we know. */
export const pickedKind = (type: string): FileKind | null => kindByMimeType.get(baseType(type)) ?? null;
