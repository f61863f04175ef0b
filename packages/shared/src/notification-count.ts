import { z } from 'zod';

/**
 * The unread count (GET /api/notifications/unread-count, and the read routes' answers). A file of
 * its own: the web app's bell reads it on every signed-in page, without the rest of the contract.
 */
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
