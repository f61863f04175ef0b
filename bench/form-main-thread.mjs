#!/usr/bin/env node
// `node bench/form-main-thread.mjs`: the main thread's work on the material and assignment edit
// forms, measured in Chromium through the DevTools protocol rather than Lighthouse (whose TBT, on a
// shared 2-core machine, moves by hundreds of ms with the load). Each page is opened RUNS times
// (default 7), interleaved, each in a fresh browser context (a cold cache, as Lighthouse) with the
// CPU slowed 4x (Lighthouse's mobile preset); once the editor is built and the page has been quiet
// for 2 s, it reads:
//  - blocking: the sum over long tasks (PerformanceObserver 'longtask') of their time past 50 ms,
//    Lighthouse's TBT without its FCP/TTI window;
//  - script and task: Performance.getMetrics' ScriptDuration and TaskDuration (all the main
//    thread's work, long tasks or not);
//  - CPU-time blocking and longest: the same from a trace's per-task thread (CPU) time, times 4:
//    wall-clock times on a loaded machine include the time the thread waited for a core, these
//    do not, so they move far less with the load. Read them with CPU_TIME=1 (no throttling: a
//    throttled thread's pauses count as its time), the wall-clock ones without.
// Besides the demo school's material and assignment (pickRecords, as `npm run lighthouse`), it
// makes two more in the same topic: the material without its code block, and the assignment with
// the material's code block, to tell what the content costs from what the form costs.
// Prints the medians per page. COMPARE_WEB_DIST=<a copy of another apps/web/dist> runs a second
// server with that build beside this one (its own demo school), its pages interleaved with these,
// so a change is measured against what it replaces under the same load.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-packages.mjs';
import { ensureBuilt } from './lib/data.mjs';
import { ROOT, startLyceum } from './lib/proc.mjs';

ensureChromium();
const RUNS = Number(process.env.RUNS ?? 7);
const CPU_TIME = process.env.CPU_TIME === '1';
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const TEACHER = { email: 'teacher1@demo.school', password: 'demo-teacher' };
const STUDENT = { email: 'student1@demo.school', password: 'demo-student' };

async function call(base, method, path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function login(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token, _id, name, role } = await response.json();
  return { token, user: JSON.stringify({ _id, name, email: account.email, role, avatar: null }) };
}

/**
 * The CPU time (trace events' `tdur`, thread time, not wall time) of each task the page's
 * renderer's main thread ran: what the page itself costs, whatever else the machine is doing. Chromium's
 * throttling pauses the thread rather than slowing it, so this is the unthrottled time; 4x it is
 * the task's length on Lighthouse's phone.
 */
function mainThreadTaskCpuMs(trace, origin) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer only (the one that sent requests to `origin`), not the browser's own pages.
  const ours = new Set(events.filter((e) => String(e.args?.data?.url ?? '').startsWith(origin)).map((e) => e.pid));
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && ours.has(e.pid)).map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && typeof e.tdur === 'number' && mains.has(`${e.pid}:${e.tid}`)).map((e) => e.tdur / 1000);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A server of its own (a copy of the builds, `webDist` for the web app's, and a demo school) with the four pages. */
async function startVariant(label, webDist) {
  const buildDir = mkdtempSync(join(tmpdir(), 'lyceum-form-build-'));
  cpSync(join(ROOT, 'apps/server/dist'), join(buildDir, 'apps/server/dist'), { recursive: true });
  cpSync(webDist, join(buildDir, 'apps/web/dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(buildDir, 'node_modules'), 'dir');
  const dataDir = mkdtempSync(join(tmpdir(), 'lyceum-form-data-'));
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const seeded = spawnSync(process.execPath, [join(buildDir, 'apps/server/dist/seed-demo.js')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  if (seeded.status !== 0) throw new Error('seeding the demo school failed');
  const server = await startLyceum({ env, main: join(buildDir, 'apps/server/dist/main.js') });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
  try {
    return { label, server, stop, ...(await pagesOf(server)) };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function pagesOf(server) {
  const teacher = await login(server.url, TEACHER);
  const student = await login(server.url, STUDENT);
  // The demo class both the teacher and student1 are in, and its first topic with both kinds.
  const taught = new Set((await call(server.url, 'GET', '/api/classes', teacher.token)).map((k) => k._id));
  let found;
  for (const klass of await call(server.url, 'GET', '/api/classes', student.token)) {
    if (!taught.has(klass._id)) continue;
    for (const topic of await call(server.url, 'GET', `/api/classes/${klass._id}/topics`, student.token)) {
      const [material] = await call(server.url, 'GET', `/api/topics/${topic._id}/materials`, student.token);
      const [assignment] = await call(server.url, 'GET', `/api/topics/${topic._id}/assignments`, student.token);
      if (material && assignment) {
        found = { classId: klass._id, topicId: topic._id, material, assignment };
        break;
      }
    }
    if (found) break;
  }
  const { classId, topicId } = found;
  const material = await call(server.url, 'GET', `/api/materials/${found.material._id}`, teacher.token);
  const assignment = await call(server.url, 'GET', `/api/assignments/${found.assignment._id}`, teacher.token);
  const code = /<pre[\s\S]*<\/pre>/.exec(material.content)?.[0] ?? '';
  const plainMaterial = await call(server.url, 'POST', '/api/materials', teacher.token, {
    title: `${material.title} (no code)`, content: material.content.replace(code, ''), topic: topicId,
  });
  const codedAssignment = await call(server.url, 'POST', '/api/assignments', teacher.token, {
    title: `${assignment.title} (with code)`, description: assignment.description + code, dueDate: assignment.dueDate, topic: topicId,
  });
  const base = `/dashboard/classes/${classId}/topics/${topicId}`;
  const pages = [
    { name: 'material form', path: `${base}/materials/${material._id}/edit` },
    { name: 'material form, no code block', path: `${base}/materials/${plainMaterial._id}/edit` },
    { name: 'assignment form', path: `${base}/assignments/${assignment._id}/edit` },
    { name: 'assignment form, with code block', path: `${base}/assignments/${codedAssignment._id}/edit` },
  ];
  return { teacher, pages };
}

ensureBuilt();
const variants = [await startVariant('this build', join(ROOT, 'apps/web/dist'))];
if (process.env.COMPARE_WEB_DIST) variants.push(await startVariant(`${process.env.COMPARE_WEB_DIST}`, process.env.COMPARE_WEB_DIST));
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const results = new Map();
  console.log(`${RUNS} runs per page, ${CPU_TIME ? 'unthrottled (CPU-time figures are 4x the thread time)' : 'CPU 4x slower'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index] of variants[0].pages.entries()) for (const { label, server, teacher, pages } of variants) {
      const page = pages[index];
      const key = variants.length > 1 ? `${page.name} [${label}]` : page.name;
      if (!results.has(key)) results.set(key, []);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, baseURL: server.url });
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        globalThis.__longTasks = [];
        new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
      }, teacher);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Performance.enable');
      // Throttled, Chromium counts the pauses it inserts as the thread's time too: CPU_TIME=1 runs
      // unthrottled, for the CPU-time figures.
      if (!CPU_TIME) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await tab.goto(page.path);
      await tab.locator('.ql-editor').waitFor({ timeout: 60_000 });
      await tab.waitForTimeout(2_000);
      const cpuTasks = mainThreadTaskCpuMs(JSON.parse((await browser.stopTracing()).toString('utf8')), server.url);
      const longTasks = await tab.evaluate(() => globalThis.__longTasks);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
      results.get(key).push({
        blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
        script: metric('ScriptDuration') * 1000,
        task: metric('TaskDuration') * 1000,
        longest: Math.max(0, ...longTasks),
        cpuBlocking: cpuTasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
        cpuLongest: 4 * Math.max(0, ...cpuTasks),
      });
      await context.close();
    }
  }
  console.log(`load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}\nmedians (ms):`);
  for (const [name, runs] of results) {
    const m = (key) => String(Math.round(median(runs.map((r) => r[key])))).padStart(5);
    console.log(`${name.padEnd(variants.length > 1 ? 60 : 34)} blocking ${m('blocking')}  script ${m('script')}  task ${m('task')}  longest task ${m('longest')}  | CPU-time: blocking ${m('cpuBlocking')}  longest ${m('cpuLongest')}`);
  }
} finally {
  await browser.close();
  for (const variant of variants) await variant.stop();
}
