import { ALLOWED_TYPES, type FileKind } from '@lyceum/shared/file-types';
import { UPLOAD_MB_DEFAULT } from '@lyceum/shared/limits';
import { FILE_MSG } from '@lyceum/shared/messages';

const MB = 1024 * 1024;

/**
 * The upload limit the client checks before sending. The server's MAX_UPLOAD_MB is not published
 * to the client, so this is the documented default; the server checks the real one and its 413
 * (naming it) is shown as it is.
 */
export const CLIENT_UPLOAD_LIMIT_MB = UPLOAD_MB_DEFAULT;

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

/** The message the server would answer for this file (empty, too large, type not allowed), or null when it should be sent. */
export function precheckUpload(file: Pick<File, 'name' | 'size' | 'type'>, limitMb = CLIENT_UPLOAD_LIMIT_MB): string | null {
  if (file.size === 0) return FILE_MSG.empty;
  if (file.size > limitMb * MB) return FILE_MSG.tooLarge(limitMb);
  if (!mayBeAllowed(file)) return FILE_MSG.typeNotAllowed;
  return null;
}

/** The kind of a picked file by the type the browser reports, or null when that says nothing we know. */
export const pickedKind = (type: string): FileKind | null => kindByMimeType.get(baseType(type)) ?? null;
