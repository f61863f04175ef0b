// ad-hoc: CPU profile of a page load until LCP (not committed)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startLyceum } from './lib/proc.mjs';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-data-'));
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@prof.test', ADMIN_PASSWORD: 'prof-admin-password', ADMIN_NAME: 'A', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
spawnSync(process.execPath, [join(ROOT, 'apps/server/dist/seed-demo.js')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
const server = await startLyceum({ env, main: join(ROOT, 'apps/server/dist/main.js') });
const login = await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'student1@demo.school', password: 'demo-student' }) })).json();
const get = async (p) => (await fetch(server.url + p, { headers: { authorization: `Bearer ${login.token}` } })).json();
let path;
for (const k of await get('/api/classes')) { for (const t of await get(`/api/classes/${k._id}/topics`)) { const [a] = await get(`/api/topics/${t._id}/assignments`); if (a && !path) path = `/dashboard/classes/${k._id}/topics/${t._id}/assignments/${a._id}`; } }
const target = process.argv[2] ?? path;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(server.url + '/login');
  await page.evaluate(({ token, user }) => { localStorage.setItem('token', token); localStorage.setItem('user', user); }, { token: login.token, user: JSON.stringify({ _id: login._id, name: login.name, email: 'student1@demo.school', role: login.role, avatar: null }) });
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + target);
  const lcp = await page.evaluate(() => new Promise((resolve) => { let last = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) last = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); setTimeout(() => resolve(last), 3000); }));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/prof/page-${run}.cpuprofile`, JSON.stringify(profile));
  console.log('run', run, 'LCP', Math.round(lcp));
  await context.close();
}
await browser.close();
await server.stop?.();
process.exit(0);
