import { useEffect } from 'react';
import type { Attachment } from '@lyceum/shared/files';

/** Read the record again this long before its links expire, so a download started then still works. */
const MARGIN_MS = 60_000;

/**
 * Attachments' URLs are signed for about an hour; a page left open longer reloads its record just
 * before the first of them expires, so the links and previews it shows keep working.
 */
export function useFreshAttachmentLinks(attachments: readonly Attachment[], reload: () => unknown): void {
  const firstExpiry = attachments.reduce((earliest, attachment) => {
    if (attachment.kind !== 'file') return earliest;
    const at = Date.parse(attachment.expiresAt);
    return Number.isNaN(at) ? earliest : Math.min(earliest, at);
  }, Infinity);

  useEffect(() => {
    if (firstExpiry === Infinity) return;
    const timer = setTimeout(() => void reload(), Math.max(0, firstExpiry - MARGIN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [firstExpiry, reload]);
}
