import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../plugins/auth';
import type { AttachmentReader } from './stored-attachments';

/** The signed-in caller as a reader of attachments: their files' URLs are signed for them. */
export const readerOf = (request: FastifyRequest): AttachmentReader => ({ userId: actorOf(request).id, links: request.server.downloadLinks });
