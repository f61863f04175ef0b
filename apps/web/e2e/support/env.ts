/** What run.mjs hands the tests: where the server listens and who the first admin is. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests through \`node apps/web/e2e/run.mjs\``);
  return value;
}

/**
 * run.mjs starts one server per Vitest worker (E2E_BASE_URL lists them, comma-separated) so two
 * files run at once without seeing each other's data; a worker's files all go to its own server.
 */
function serverOfThisWorker(): string {
  const servers = required('E2E_BASE_URL').split(',');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const server = servers[slot % servers.length];
  if (!server) throw new Error(`no e2e server for Vitest worker ${process.env.VITEST_POOL_ID}`);
  return server;
}

export const baseUrl = serverOfThisWorker();

export const admin = {
  email: required('E2E_ADMIN_EMAIL'),
  password: required('E2E_ADMIN_PASSWORD'),
  name: required('E2E_ADMIN_NAME'),
};
