#!/usr/bin/env node
// `npm run bench:quiz-import`: a QTI 3.0 content package of 1,000 items (single and multiple
// choice, four choices each, a few KB apiece as other tools write them) previewed through
// POST /api/quizzes/import-preview/package on a fresh server with a fresh SQLite DATA_DIR, then
// the first 199 of them committed into a quiz through POST /api/quizzes/:id/import (a quiz holds
// at most 200 items). Each step is measured as wall time and as the server's CPU time (from
// /proc: on a shared, loaded machine the wall clock measures the neighbours as much as the server),
// with the server's resident memory sampled every 50 ms against what it held idle before.
// Targets (issue 36): importing the package <= 10 s, RSS + <= 150 MB. Exits 1 when one is missed.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { ensureBuilt } from './lib/data.mjs';
import { cpuMs, rssBytes, settle, startLyceum } from './lib/proc.mjs';

const ITEMS = Number(process.env.BENCH_QUIZ_ITEMS ?? 1000);
const COMMITTED = 199;
const TARGETS = { seconds: 10, rssMB: 150 };
const ADMIN = { email: 'bench-admin@quiz-import.test', password: 'quiz-import-bench-pass', name: 'Bench Admin' };
const BOUNDARY = 'lyceum-bench-boundary';

function call(base, method, path, { token, body, type } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      base + path,
      { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': type ?? 'application/json', 'content-length': payload.length } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300) reject(new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`));
          else resolve(text ? JSON.parse(text) : null);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One QTI 3.0 choice item as a tool other than Lyceum writes it: a response-processing template, feedback, a title. */
function itemXml(n) {
  const multiple = n % 2 === 0;
  const correct = multiple ? '<qti-value>a</qti-value><qti-value>c</qti-value>' : '<qti-value>b</qti-value>';
  const choices = ['a', 'b', 'c', 'd'].map((id) => `<qti-simple-choice identifier="${id}">Choice ${id.toUpperCase()} of question ${n}, long enough to be a real answer</qti-simple-choice>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="item${n}" title="Question ${n}" adaptive="false" time-dependent="false">
<qti-response-declaration identifier="RESPONSE" cardinality="${multiple ? 'multiple' : 'single'}" base-type="identifier"><qti-correct-response>${correct}</qti-correct-response></qti-response-declaration>
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
<qti-item-body><p>Question ${n}: ${'which of these statements about the topic is right? '.repeat(3)}</p>
<qti-choice-interaction response-identifier="RESPONSE" max-choices="${multiple ? 0 : 1}">${choices}</qti-choice-interaction></qti-item-body>
<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/${multiple ? 'map_response' : 'match_correct'}.xml"/>
</qti-assessment-item>`;
}

function packageZip(count) {
  const zip = new yazl.ZipFile();
  const resources = [];
  for (let n = 1; n <= count; n += 1) {
    zip.addBuffer(Buffer.from(itemXml(n)), `items/item${n}.xml`);
    resources.push(`<resource identifier="item${n}" type="imsqti_item_xmlv3p0" href="items/item${n}.xml"><file href="items/item${n}.xml"/></resource>`);
  }
  zip.addBuffer(Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="bench"><organizations/><resources>${resources.join('')}</resources></manifest>`), 'imsmanifest.xml');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks = [];
    zip.outputStream.on('data', (chunk) => chunks.push(chunk));
    zip.outputStream.once('error', reject);
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

const multipart = (data) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="package.zip"\r\nContent-Type: application/zip\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/** Runs `step`, measuring wall and server CPU time and the highest RSS above `idle` (sampled, and the kernel's high-water mark). */
async function measured(pid, idleBytes, step) {
  let peak = rssBytes(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid) ?? 0)), 50);
  const cpu = cpuMs([pid]);
  const started = performance.now();
  const result = await step();
  const wall = (performance.now() - started) / 1000;
  clearInterval(timer);
  const hwm = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { result, wall, cpu: (cpuMs([pid]) - cpu) / 1000, rssMB: (Math.max(peak, hwm) - idleBytes) / 1048576 };
}

ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'lyceum-quiz-import-bench-'));
let server = null;
try {
  const zip = await packageZip(ITEMS);
  console.log(`QTI 3.0 package: ${ITEMS} items, ${(zip.length / 1048576).toFixed(2)} MB zipped`);
  const load = [loadavg()];
  server = await startLyceum({
    env: {
      DATA_DIR: join(dir, 'data'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      API_RATE_LIMIT: '10000000',
      LOGIN_RATE_LIMIT: '100000',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    },
  });
  const pid = server.pids[0];
  const { token } = await call(server.url, 'POST', '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
  const klass = await call(server.url, 'POST', '/api/classes', { token, body: { name: 'Quiz import bench', description: 'Bench', teachers: [] } });
  const topic = await call(server.url, 'POST', '/api/topics', { token, body: { class: klass._id, name: 'Imported' } });
  const quiz = await call(server.url, 'POST', '/api/quizzes', {
    token,
    body: { topic: topic._id, title: 'Imported quiz', description: '<p>Bench</p>', dueDate: '2035-01-01T10:00:00Z', items: [{ kind: 'true_false', id: 'own', prompt: '<p>Own</p>', points: 1, correct: true }] },
  });
  await settle([pid]);
  const idle = rssBytes(pid) ?? 0;
  const preview = await measured(pid, idle, () => call(server.url, 'POST', '/api/quizzes/import-preview/package', { token, body: multipart(zip), type: `multipart/form-data; boundary=${BOUNDARY}` }));
  const questions = preview.result.questions;
  const readable = questions.filter((q) => q.item && q.problems.length === 0);
  await settle([pid]);
  const items = readable.slice(0, COMMITTED).map((q) => q.item);
  const commit = await measured(pid, idle, () => call(server.url, 'POST', `/api/quizzes/${quiz.assignment._id}/import`, { token, body: { items } }));
  load.push(loadavg());

  const total = { wall: preview.wall + commit.wall, cpu: preview.cpu + commit.cpu, rssMB: Math.max(preview.rssMB, commit.rssMB) };
  const rows = [
    [`preview of ${ITEMS} items + commit of ${items.length}, server CPU`, `<= ${TARGETS.seconds} s`, `${total.cpu.toFixed(2)} s`, total.cpu <= TARGETS.seconds],
    ['  wall clock (loaded machine)', '', `${total.wall.toFixed(2)} s`, null],
    ['  preview: CPU / wall', '', `${preview.cpu.toFixed(2)} / ${preview.wall.toFixed(2)} s`, null],
    ['  commit: CPU / wall', '', `${commit.cpu.toFixed(2)} / ${commit.wall.toFixed(2)} s`, null],
    ['server RSS above idle (peak)', `<= ${TARGETS.rssMB} MB`, `+${total.rssMB.toFixed(0)} MB (idle ${(idle / 1048576).toFixed(0)} MB)`, total.rssMB <= TARGETS.rssMB],
    ['questions read without a problem', `${ITEMS}`, `${readable.length}`, readable.length === ITEMS],
    ['quiz items after the commit', `${items.length + 1}`, `${commit.result.items.length}`, commit.result.items.length === items.length + 1],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nQTI package import (load average ${load.map((l) => l.map((x) => x.toFixed(2)).join(' ')).join(' -> ')})`);
  console.log(line(['what', 'target', 'measured', '']));
  for (const [what, target, value, ok] of rows) console.log(line([what, target, value, ok === null ? '' : ok ? 'met' : 'MISSED']));
  if (rows.some((r) => r[3] === false)) process.exitCode = 1;
} finally {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}
