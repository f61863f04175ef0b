import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { downloadQuerySchema, uploadedFileSchema } from '@lyceum/shared/files';
import { actorOf } from '../../plugins/auth';
import { deleteUpload, openDownload } from './download.service';
import type { FilesContext } from './files-context';
import { signInByLink } from './link-auth';
import { uploadFile } from './upload.service';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';

/**
 * Uploads, downloads, and removing an upload before it is attached. Multipart is parsed in this
 * plugin only: every other route still answers a non-JSON body with 415.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ files: FilesContext }> = async (app, { files }) => {
  await app.register(fastifyMultipart);

  app.post(
    '/classes/:id/files',
    {
      schema: {
        operationId: 'uploadFile',
        summary: "Upload a file to a class (multipart/form-data, one part named 'file'), to attach to a material or an assignment",
        consumes: ['multipart/form-data'],
        fileNotEmpty: true,
        refuses: [403, 404, 409],
        params: idParamsSchema,
        response: { 201: uploadedFileSchema, 507: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await uploadFile(files, actorOf(request), request.params.id, request)),
  );

  app.get(
    '/files/:id',
    {
      onRequest: signInByLink,
      schema: {
        operationId: 'downloadFile',
        summary: 'Download a file (or preview an image or PDF with inline=1); a signed URL of an attachment needs no Authorization header',
        refuses: [404],
        rawAnswers: { 200: 'The file', 206: 'The requested range of the file', 304: 'Not modified since the ETag in If-None-Match' },
        params: idParamsSchema,
        querystring: downloadQuerySchema,
        response: { 416: errorSchema },
      },
    },
    async (request, reply) => {
      const download = await openDownload(files, actorOf(request), request.params.id, {
        inline: request.query.inline === '1',
        headOnly: request.method === 'HEAD',
        range: request.headers.range,
        ifRange: single(request.headers['if-range']),
        ifNoneMatch: request.headers['if-none-match'],
      });
      // The bytes go as they are: no response schema applies to a stream.
      const raw = reply as unknown as FastifyReply;
      return raw.code(download.status).headers(download.headers).send(download.body ?? undefined);
    },
  );

  app.delete(
    '/files/:id',
    {
      schema: {
        operationId: 'deleteUpload',
        summary: 'Delete an upload that is not attached yet',
        refuses: [403, 404, 409],
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteUpload(files, actorOf(request), request.params.id);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.fileDeleted) };
    },
  );
};

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
