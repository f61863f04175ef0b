/**
 * Whether the admin picked a OneRoster bundle (a zip) rather than a users CSV: by the name's
 * extension first, since browsers give a zip several types (application/zip,
 * application/x-zip-compressed on Windows) or none, then by the type.
 */
export function isBundle(file: Pick<File, 'name' | 'type'>): boolean {
  if (/\.zip$/i.test(file.name)) return true;
  if (/\.csv$/i.test(file.name)) return false;
  return /zip/i.test(file.type);
}
