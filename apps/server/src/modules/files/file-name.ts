import { LIMITS } from '@lyceum/shared/limits';

/** C0 and C1 controls and DEL: never part of a name a person typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and marks: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Path separators, and what Windows forbids in a name, so the download saves anywhere as shown. */
const RESERVED = /[/\\<>:"|?*]/g;
/** An extension worth keeping when a long name is shortened. */
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;

/**
 * An uploaded file's name made safe to show and to offer as a download's name. It is never used as
 * a path (blobs are named by id), but it is shown to others and saved by their browsers: controls
 * and bidi overrides go, separators and reserved characters become "_", leading dots and spaces go
 * (no "..", no hidden file), and it is cut to LIMITS.fileName characters keeping the extension.
 */
export function safeFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC').replace(CONTROLS, '').replace(BIDI, '').replace(RESERVED, '_');
  name = name.replace(/\s+/g, ' ').replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  const chars = Array.from(name);
  if (chars.length > LIMITS.fileName) {
    const extension = EXTENSION.exec(name)?.[0] ?? '';
    const keep = LIMITS.fileName - Array.from(extension).length;
    name = chars.slice(0, keep).join('').replace(/[\s.]+$/, '') + extension;
  }
  return name === '' ? 'file' : name;
}

/** The name's extension, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The name with an extension that agrees with the content: a PNG named "photo.pdf" is offered as
 * "photo.pdf.png", so no program opens the bytes as something they are not.
 */
export function withAgreeingExtension(name: string, extensions: readonly string[]): string {
  if (extensions.includes(extensionOf(name))) return name;
  const added = `.${extensions[0] ?? 'bin'}`;
  const chars = Array.from(name);
  const room = LIMITS.fileName - added.length;
  return (chars.length > room ? chars.slice(0, room).join('') : name) + added;
}

/**
 * Content-Disposition with the name twice (RFC 6266): an ASCII fallback and the UTF-8 original.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
