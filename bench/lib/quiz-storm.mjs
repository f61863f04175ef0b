// Issue 36's quiz benches, on a server of their own (the last step kills it):
//  - throughput (always, and the statistics' 500 attempts): the class of 500 starts a 20-item quiz,
//    saves every answer and turns in, each as fast as 50 clients send them; the server's CPU over
//    each phase divided by its requests is the CPU of one start, one save, one turn-in;
//  - quiz-stats: GET /api/quizzes/:id/statistics over those 500 attempts, one request at a time as
//    a teacher opens the tab (target p99 <= 100 ms);
//  - quiz-storm: the class starts another quiz within one window (60 s) and turns it in within the
//    next, each student answering at their own pace in between (targets: every save p99 <= 50 ms,
//    every turn-in with its grading p99 <= 200 ms); then, on a fresh server, a third quiz's saves
//    as fast as they come, the server SIGKILLed once half are acknowledged, and every acknowledged
//    (attempt, item) looked for in the database (target: none lost).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDb } from './bench-db.mjs';
import { drive } from './load.mjs';
import { cpuMs, settle, startLyceum } from './proc.mjs';
import { answerOf, newQuiz, quizClass } from './quiz-scene.mjs';

const CHILD = fileURLToPath(new URL('../quiz-storm-child.mjs', import.meta.url));

export const QUIZ = {
  students: Number(process.env.BENCH_QUIZ_STUDENTS ?? 500),
  windowSeconds: Number(process.env.BENCH_QUIZ_WINDOW_SECONDS ?? 60),
  connections: 50,
  saveP99Ms: 50,
  turnInP99Ms: 200,
  statsP99Ms: 100,
};

function students() {
  const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (message, onProgress = () => {}) =>
    new Promise((resolve, reject) => {
      const listen = (answer) => {
        if (answer.type === 'progress') return onProgress(answer);
        child.off('message', listen);
        if (answer.type === 'error') reject(new Error(answer.message));
        else resolve(answer.result);
      };
      child.on('message', listen);
      child.send(message);
    });
  return { ask, stop: () => child.kill() };
}

/** `fn`'s result with the server's CPU over it, in µs per request. */
async function withCpu(pids, fn) {
  await settle(pids);
  const before = cpuMs(pids);
  const result = await fn();
  const after = cpuMs(pids);
  const requests = result.requests ?? 0;
  return { ...result, cpuUsPerRequest: before === null || after === null || requests === 0 ? null : ((after - before) * 1000) / requests };
}

async function initQuiz(url, scene, kids, label) {
  const quiz = await newQuiz(url, scene, label);
  const answers = scene.students.map((_, s) => quiz.items.map((item) => answerOf(item, s)));
  await kids.ask({ type: 'init', url, students: scene.students, quizId: quiz.id, items: quiz.items.map((item) => ({ id: item.id })), answers });
  return quiz;
}

/** Every phase as fast as `connections` clients go: the CPU of one start, one save, one turn-in. */
async function throughput(server, scene, kids) {
  const quiz = await initQuiz(server.url, scene, kids, 'throughput');
  const phase = (type) => withCpu(server.pids, () => kids.ask({ type, connections: QUIZ.connections }));
  const start = await phase('start-all');
  const save = await phase('save-all');
  delete save.acked;
  const turnIn = await phase('turn-in-all');
  return { quizId: quiz.id, start, save, turnIn };
}

async function statistics(server, scene, quizId, seconds) {
  const url = `${server.url}/api/quizzes/${quizId}/statistics`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${scene.teacherToken}` } });
  const body = await res.json();
  await settle(server.pids);
  const result = await drive({ url, method: 'GET', headers: { authorization: `Bearer ${scene.teacherToken}` }, connections: 1, seconds, warmupSeconds: 2, pids: server.pids });
  return { attempts: body.attempts, bytes: JSON.stringify(body).length, ...result };
}

async function pacedStorm(server, scene, kids) {
  await initQuiz(server.url, scene, kids, 'storm');
  return withCpu(server.pids, async () => {
    const storm = await kids.ask({ type: 'paced', windowSeconds: QUIZ.windowSeconds });
    return { ...storm, requests: storm.start.requests + storm.save.requests + storm.turnIn.requests };
  });
}

/** A fresh server; saves as fast as they come; SIGKILL once half are acknowledged; each acknowledged one looked for. */
async function durability(serverEnv, store, db, kids) {
  const server = await startLyceum({ env: serverEnv });
  try {
    const scene = await quizClass(server.url, db, serverEnv.JWT_SECRET, QUIZ.students);
    const quiz = await initQuiz(server.url, scene, kids, 'durability');
    await kids.ask({ type: 'start-all', connections: QUIZ.connections });
    const half = (QUIZ.students * quiz.items.length) / 2;
    let killed = null;
    const save = await kids.ask({ type: 'save-all', connections: QUIZ.connections }, ({ acked }) => {
      if (acked >= half && !killed) killed = server.stop('SIGKILL');
    });
    await (killed ?? server.stop('SIGKILL'));
    // A connection of its own, opened after the crash (SQLite recovers its write-ahead log as a restart would).
    const after = await openDb(store);
    try {
      const rows = await after.all('select a.attempt_id, a.item_id from quiz_answers a join quiz_attempts t on t.id = a.attempt_id where t.assignment_id = ?', [quiz.id]);
      const stored = new Set(rows.map((row) => `${row.attempt_id}/${row.item_id}`));
      const lost = save.acked.filter(([attempt, item]) => !stored.has(`${attempt}/${item}`)).length;
      return { acknowledged: save.acked.length, sent: save.requests, stored: stored.size, lost };
    } finally {
      await after.close();
    }
  } finally {
    await server.stop('SIGKILL');
  }
}

/** Runs the selected quiz steps (`which`: quiz-storm, quiz-stats); { throughput, stats, storm, durability, problems }. */
export async function quizBench({ store, serverEnv, cpuProfDir, which, seconds, perf }) {
  const kids = students();
  const db = await openDb(store);
  const out = { problems: [] };
  try {
    const server = await startLyceum({ env: serverEnv, cpuProfDir });
    try {
      const scene = await quizClass(server.url, db, serverEnv.JWT_SECRET, QUIZ.students);
      out.throughput = await throughput(server, scene, kids);
      printThroughput(out.throughput);
      if (which.includes('quiz-stats')) {
        out.stats = await statistics(server, scene, out.throughput.quizId, seconds);
        printStats(out.stats);
      }
      if (which.includes('quiz-storm')) {
        out.storm = await pacedStorm(server, scene, kids);
        printStorm(out.storm);
      }
    } finally {
      // A clean stop: with --cpu-prof the process writes its profile on exit.
      await server.stop('SIGTERM');
    }
    if (which.includes('quiz-storm')) {
      out.durability = await durability(serverEnv, store, db, kids);
      printDurability(out.durability);
    }
  } finally {
    kids.stop();
    await db.close();
  }
  out.problems = verdict(out, perf);
  return out;
}

function verdict({ throughput: t, stats, storm, durability: d }, perf) {
  const problems = [];
  const failed = (what, r) => r.non2xx + r.errors > 0 && problems.push(`${what}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.firstProblem})`);
  failed('quiz starts', t.start);
  failed('quiz saves', t.save);
  failed('quiz turn-ins', t.turnIn);
  if (stats) {
    if (stats.non2xx + stats.errors > 0) problems.push(`quiz statistics: ${stats.non2xx} non-2xx, ${stats.errors} errors`);
    if (stats.attempts !== QUIZ.students) problems.push(`quiz statistics counted ${stats.attempts} attempts, not ${QUIZ.students}`);
    if (perf && stats.p99 > QUIZ.statsP99Ms) problems.push(`quiz statistics p99 ${stats.p99} ms > ${QUIZ.statsP99Ms} ms`);
  }
  if (storm) {
    failed('quiz storm starts', storm.start);
    failed('quiz storm saves', storm.save);
    failed('quiz storm turn-ins', storm.turnIn);
    if (perf && storm.save.p99 > QUIZ.saveP99Ms) problems.push(`quiz save p99 ${storm.save.p99} ms > ${QUIZ.saveP99Ms} ms`);
    if (perf && storm.turnIn.p99 > QUIZ.turnInP99Ms) problems.push(`quiz turn-in p99 ${storm.turnIn.p99} ms > ${QUIZ.turnInP99Ms} ms`);
  }
  if (d && d.lost > 0) problems.push(`${d.lost} of ${d.acknowledged} acknowledged quiz answers lost after SIGKILL`);
  if (d && d.acknowledged === 0) problems.push('no quiz answer was acknowledged before the SIGKILL');
  return problems;
}

const us = (value) => (value === null ? '?' : `${Math.round(value)} us`);
const line = (what, r) => `${what.padEnd(10)} ${String(r.requests).padStart(6)} in ${r.seconds.toFixed(1)} s (${Math.round(r.requests / r.seconds)}/s) p50 ${r.p50} ms p99 ${r.p99} ms max ${r.max} ms, server CPU ${us(r.cpuUsPerRequest)} each${r.non2xx + r.errors ? `, ${r.non2xx} non-2xx ${r.errors} errors: ${r.firstProblem}` : ''}`;

export function printThroughput(t) {
  console.log(`quiz, ${QUIZ.students} students x 20 items, ${QUIZ.connections} connections, as fast as they go:`);
  console.log(`  ${line('starts', t.start)}\n  ${line('saves', t.save)}\n  ${line('turn-ins', t.turnIn)}`);
}

export function printStats(s) {
  console.log(`quiz statistics, ${s.attempts} attempts (${s.bytes} bytes), one request at a time: ${Math.round(s.rps)}/s p50 ${s.p50} ms p99 ${s.p99} ms (target <= ${QUIZ.statsP99Ms} ms), server CPU ${us(s.cpuUsPerRequest)} a request`);
}

export function printStorm(s) {
  const part = (what, r) => `${what} ${r.requests} p50 ${r.p50} ms p99 ${r.p99} ms max ${r.max} ms${r.non2xx + r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors: ${r.firstProblem})` : ''}`;
  console.log(`quiz storm, ${QUIZ.students} students start within ${QUIZ.windowSeconds} s and turn in within the next ${QUIZ.windowSeconds} s (${s.seconds.toFixed(0)} s, server CPU ${us(s.cpuUsPerRequest)} a request):`);
  console.log(`  ${part('starts', s.start)}; ${part('saves', s.save)} (target p99 <= ${QUIZ.saveP99Ms}); ${part('turn-ins', s.turnIn)} (target p99 <= ${QUIZ.turnInP99Ms})`);
}

export function printDurability(d) {
  console.log(`quiz answers after SIGKILL mid-storm: ${d.acknowledged} acknowledged of ${d.sent} sent, ${d.stored} stored, ${d.lost} acknowledged lost`);
}

/** Everything printed again at the end of the run, beside the other tables. */
export function printQuiz(q) {
  if (q.throughput) printThroughput(q.throughput);
  if (q.stats) printStats(q.stats);
  if (q.storm) printStorm(q.storm);
  if (q.durability) printDurability(q.durability);
  console.log(`  ${q.problems.length ? `MISS: ${q.problems.join('; ')}` : 'quiz targets ok'}`);
}
