/** What run.mjs hands the tests: where the server listens and who the first admin is. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests through \`node apps/web/e2e/run.mjs\``);
  return value;
}

export const baseUrl = required('E2E_BASE_URL');

export const admin = {
  email: required('E2E_ADMIN_EMAIL'),
  password: required('E2E_ADMIN_PASSWORD'),
  name: required('E2E_ADMIN_NAME'),
};
