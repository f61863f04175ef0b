import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../../lib/http-errors';
import { requireRole } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { exportArchive } from './export-archive';
import { ARCHIVE_ERRORS } from './archive-errors.messages';

/** `lyceum-export-2025-06-30.zip`. */
export const exportFileName = (now: Date): string => `lyceum-export-${now.toISOString().slice(0, 10)}.zip`;

/**
 * The whole school as one zip (admins): everyone's data, password hashes included, so it is
 * handed to admins only and never cached. One export at a time per server: each holds a database
 * snapshot and a connection for as long as the download takes.
 */
export const archiveRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  let running = false;

  app.get(
    '/export',
    {
      // A HEAD would make the whole zip only to throw it away.
      exposeHeadRoute: false,
      schema: {
        operationId: 'exportSchool',
        summary: "The whole school as a zip (admins): every table as JSON lines, the uploaded files, and the rosters as a OneRoster 1.2 bundle (docs/export.md); one export at a time",
        refuses: [403, 409],
        rawAnswers: { 200: 'application/zip: lyceum-archive.json, oneroster.zip, data/<table>.jsonl, files/<id> (docs/export.md)' },
      },
    },
    async (request, reply) => {
      requireRole(request, 'admin');
      if (running) throw conflict(ARCHIVE_ERRORS.exportRunning);
      running = true;
      const now = new Date();
      const run = exportArchive(app.db, blobs, now);
      run.done.then(
        (manifest) => request.log.info({ rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0), files: manifest.files.count }, 'school exported'),
        (error: unknown) => request.log.warn({ err: error }, 'school export stopped'),
      ).finally(() => {
        running = false;
      });
      const raw = reply as unknown as FastifyReply;
      return raw
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(run.stream);
    },
  );
};
