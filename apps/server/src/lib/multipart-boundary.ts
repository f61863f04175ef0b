/**
 * Whether a Content-Type is multipart/form-data with a boundary busboy can use. RFC 2046 allows a
 * boundary of 1 to 70 characters; busboy throws without one ("Boundary not found") and past about
 * 250 (its search cannot take a longer needle), errors that reached the client as a 500. Checked
 * before the body is read, so such a request is a 415 like any other body that is not an upload.
 */
export function hasMultipartBoundary(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType)) return false;
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= 70;
}
