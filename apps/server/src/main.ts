import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap-admin';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateToLatest } from './db/migrate';
import { dropValueSamples } from './db/planner-statistics';
import { openConfiguredDb } from './db/open';
import { keepDataPrivate } from './lib/private-files';
import { loadOrCreateJwtSecret } from './lib/secret';
import { applySsoEnvironment } from './modules/sso/sso-env';

/** The built web app sits beside the server: apps/server/dist/main.js -> apps/web/dist. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`lyceum: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  keepDataPrivate(config.DATA_DIR);

  const db = openConfiguredDb(config);
  try {
    await migrateToLatest(db);
    await dropValueSamples(db);
  } catch (error) {
    fail(`cannot prepare the ${db.dialect} database: ${error instanceof Error ? error.message : String(error)}`);
  }
  const jwtSecret = loadOrCreateJwtSecret(config.DATA_DIR, config.JWT_SECRET);
  const admin = await ensureFirstAdmin(db.kysely, config);
  if (admin?.generatedPassword) {
    // Printed once, on the very first start only; it is never stored in clear anywhere.
    console.log(`\n  First admin created: ${admin.email} / ${admin.generatedPassword}\n  Sign in and keep this password somewhere safe.\n`);
  } else if (admin) {
    console.log(`First admin created: ${admin.email}`);
  }

  try {
    await applySsoEnvironment(db.kysely, jwtSecret, config);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  const app = await buildApp({ config, db, jwtSecret, webDist: WEB_DIST });

  let closing = false;
  // While shutting down, tell keep-alive clients to disconnect after their response, so the
  // server can close as soon as the requests in flight are done.
  // Callback style, not async: no promise on every response for a flag that is almost always false.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A client that never lets go must not hold the process forever.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    fail(`cannot listen on ${config.HOST}:${config.PORT}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const warmStart = performance.now();
  app
    .warmUpSerializers()
    .then((count) => app.log.info({ count, ms: Math.round(performance.now() - warmStart) }, 'response serializers compiled'))
    .catch((error: unknown) => app.log.error({ err: error }, 'a response serializer did not compile'));
  console.log(`Lyceum is running on http://localhost:${config.PORT} (${db.dialect})`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
