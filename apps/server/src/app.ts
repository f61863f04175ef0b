import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@lyceum/shared/limits';
import type { Config } from './config';
import type { Db } from './db/database';
import { httpTimeoutOptions, httpTimeouts, type HttpTimeouts } from './lib/http-timeouts';
import { loggerOptions } from './lib/logger-options';
import { guardSlowBodies } from './lib/slow-body-guard';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { registerAllowedMethods } from './plugins/allowed-methods';
import { DownloadLinks } from './modules/files/download-links';
import { filesContext, quotaBytes } from './modules/files/files-context';
import { fileRoutes } from './modules/files/files.routes';
import { importRoutes } from './modules/imports/imports.routes';
import { archiveRoutes } from './modules/archive/archive.routes';
import { invitationRoutes } from './modules/invitations/invitations.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import type { BlobStore } from './storage/blob-store';
import { openBlobStore } from './storage/open';
import { registerJobs } from './jobs/jobs-plugin';
import { registerEvents } from './modules/events/events-plugin';
import { eventRoutes } from './modules/events/events.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { registerEmail } from './modules/email/email-plugin';
import { emailRoutes } from './modules/email/email.routes';
import { INVITATION_EMAIL_JOB } from './modules/email/invitation-emails';
import { periodicSweep } from './modules/files/sweep';
import { registerSearchIndexTidy } from './modules/search/search-index-tidy';
import { finishExpiredAttempts } from './modules/quizzes/attempts.service';

/** The job runner's periodic work: each piece in turn, on every tick (each keeps its own schedule). */
const everyTick =
  (...works: (() => Promise<void>)[]) =>
  async () => {
    for (const work of works) await work();
  };
import { authPlugin } from './plugins/auth';
import { registerBodyLimits } from './plugins/body-limits';
import { registerBodyTypes } from './plugins/body-types';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi, registerOpenApiRoute } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security';
import { createSerializers } from './plugins/serializer';
import { registerWebApp } from './plugins/web';
import { authRoutes } from './modules/auth/auth.routes';
import { userRoutes } from './modules/users/users.routes';
import { schoolSettingsRoutes } from './modules/school-settings/school-settings.routes';
import { classRoutes } from './modules/classes/classes.routes';
import { topicRoutes } from './modules/topics/topics.routes';
import { materialRoutes } from './modules/materials/materials.routes';
import { assignmentRoutes } from './modules/assignments/assignments.routes';
import { commentRoutes } from './modules/comments/comments.routes';
import { submissionRoutes } from './modules/submissions/submissions.routes';
import { quizImportRoutes } from './modules/quizzes/quiz-import.routes';
import { quizRoutes } from './modules/quizzes/quizzes.routes';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes';
import { questionRoutes } from './modules/questions/questions.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { listRoutes } from './modules/lists/lists.routes';
import { searchRoutes } from './modules/search/search.routes';
import { gradebookRoutes } from './modules/gradebook/gradebook.routes';
import { classworkRoutes } from './modules/class-classwork/class-classwork.routes';
import { classCopyRoutes } from './modules/class-copy/class-copy.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { ssoAdminRoutes } from './modules/sso/sso-admin.routes';
import { secretBox } from './modules/sso/sso-secrets';

export interface AppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** Built web app to serve; null serves the API only. */
  webDist: string | null;
  logger?: boolean;
  /** Where uploaded files' bytes go; by default the store the config names (storage/open.ts), closed with the app. */
  blobs?: BlobStore;
  /** Overrides the production bounds (REQUEST_TIMEOUT_SECONDS and lib/http-timeouts.ts): tests use short ones. */
  httpTimeouts?: HttpTimeouts;
}

/** Builds the whole server without listening, so tests can call `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = options.httpTimeouts ?? httpTimeouts(options.config.REQUEST_TIMEOUT_SECONDS);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.config.LOG_LEVEL),
    // Bounded header and body times, so slow senders cannot hold connections open.
    ...httpTimeoutOptions(timeouts),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
  });
  guardSlowBodies(app.server, timeouts);
  app.setValidatorCompiler(validatorCompiler);
  const serializers = createSerializers();
  app.setSerializerCompiler(serializers.compiler);
  app.decorate('warmUpSerializers', serializers.warmUp);
  app.decorate('db', options.db);
  app.decorate('downloadLinks', new DownloadLinks(options.jwtSecret));
  const blobs = options.blobs ?? (await openBlobStore(options.config));
  const files = filesContext(options.db.kysely, blobs, app.downloadLinks, options.config);
  app.decorate('storageQuotaBytes', quotaBytes(files));
  if (!options.blobs) app.addHook('onClose', () => blobs.close());
  registerJobs(
    app,
    // app.email is decorated below, before any job can run (the runner starts when the app is ready).
    { 'delete-blob': (key) => blobs.delete(key), [INVITATION_EMAIL_JOB]: (payload) => app.email.sendInvitation(payload) },
    everyTick(
      periodicSweep(options.db.kysely, blobs, (swept) => {
        if (swept.unattached + swept.orphanBlobs > 0) app.log.info(swept, 'files swept');
        app.jobs.kick();
      }),
      async () => void (await finishExpiredAttempts(options.db.kysely)),
    ),
  );
  registerSearchIndexTidy(app, options.db.kysely);
  await registerEvents(app, {
    jwtSecret: options.jwtSecret,
    redisUrl: options.config.REDIS_URL,
    streamsPerMinute: options.config.EVENT_STREAMS_PER_MINUTE,
    testOutboxDelayMs: options.config.TEST_ONLY_OUTBOX_DELAY_MS,
  });
  registerEmail(app, { jwtSecret: options.jwtSecret, env: options.config });
  // First, so every answer carries the request id and the security headers, errors and 404s included.
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  // Before any route: they read each route as it is added. Methods first, so a method a path
  // lacks is a 405 before its body's type or encoding is looked at.
  registerAllowedMethods(app);
  registerInputGuard(app);
  registerBodyTypes(app);
  registerBodyLimits(app);
  // Before auth, so requests are counted (and refused) before any token or password work.
  await registerRateLimits(app, {
    apiPerMinute: options.config.API_RATE_LIMIT,
    loginPerMinute: options.config.LOGIN_RATE_LIMIT,
    redisUrl: options.config.REDIS_URL,
  });
  await registerOpenApi(app);
  await app.register(authPlugin, { secret: options.jwtSecret, tokenTtlHours: options.config.TOKEN_TTL_HOURS });

  const invites = { ttlDays: options.config.INVITE_TTL_DAYS, secret: options.jwtSecret };
  await app.register(
    async (api) => {
      await api.register(authRoutes, { invites });
      await api.register(userRoutes);
      await api.register(schoolSettingsRoutes);
      await api.register(invitationRoutes, { invites, publicUrl: options.config.PUBLIC_URL });
      await api.register(importRoutes, { invites });
      await api.register(archiveRoutes, { blobs });
      await api.register(classRoutes);
      await api.register(classCopyRoutes, { files });
      await api.register(topicRoutes);
      await api.register(materialRoutes);
      await api.register(assignmentRoutes);
      await api.register(commentRoutes);
      await api.register(submissionRoutes);
      await api.register(quizRoutes);
      await api.register(quizImportRoutes);
      await api.register(questionBankRoutes);
      await api.register(questionRoutes);
      await api.register(dashboardRoutes);
      await api.register(listRoutes);
      await api.register(searchRoutes);
      await api.register(gradebookRoutes);
      await api.register(classworkRoutes);
      await api.register(fileRoutes, { files });
      await api.register(notificationRoutes, { emailEnabled: app.email.enabled });
      await api.register(emailRoutes, { publicUrl: options.config.PUBLIC_URL });
      await api.register(eventRoutes);
      await api.register(calendarRoutes, { secret: options.jwtSecret, publicUrl: options.config.PUBLIC_URL });
      const sso = { box: secretBox(options.jwtSecret), publicUrl: options.config.PUBLIC_URL, serverTiming: options.config.SSO_SERVER_TIMING === 'true' };
      await api.register(ssoRoutes, sso);
      await api.register(ssoAdminRoutes, sso);
    },
    { prefix: '/api' },
  );
  registerOpenApiRoute(app);
  await registerWebApp(app, options.webDist);
  return app;
}
