/**
 * Reading the `Link: <...>; rel="next"` header of the paged list endpoints (RFC 8288).
 * The server's cursor is opaque: we only carry it back, never look inside it.
 */

/** The target of the link whose `rel` includes `next`, or null when there is none (the last page). */
export function nextLinkTarget(header: string | null | undefined): string | null {
  if (!header) return null;
  // Each link is `<target>` followed by `; param=value` pairs; links are separated by commas
  // outside the angle brackets (a target may itself contain commas).
  const linkPattern = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
  for (const match of header.matchAll(linkPattern)) {
    const [, target = '', params = ''] = match;
    for (const param of params.split(';')) {
      const [name, rawValue] = param.split('=').map((part) => part.trim());
      if (name?.toLowerCase() !== 'rel' || rawValue === undefined) continue;
      // rel may be quoted and may list several space-separated relation types.
      const relations = rawValue.replace(/^"|"$/g, '').toLowerCase().split(/\s+/);
      if (relations.includes('next')) return target;
    }
  }
  return null;
}

/**
 * The cursor of the next page, taken from the Link header's target, or null on the last page.
 * Only the cursor is kept: the client builds its own request from it, so a header can never
 * point the app at another origin or another endpoint.
 */
export function nextCursor(header: string | null | undefined): string | null {
  const target = nextLinkTarget(header);
  if (target === null) return null;
  try {
    return new URL(target, 'http://relative.invalid').searchParams.get('cursor') || null;
  } catch {
    return null;
  }
}
