// The students of bench/lib/quiz-storm.mjs, in a process of their own (the load must not share an
// event loop with the orchestrator that samples the server's CPU). Driven over IPC, one command at a
// time, each answered with { type: 'done', result } (or { type: 'error', message }):
//   init      { url, students: [{ id, token }], quizId, items, answers: [[response per item] per student] }
//   paced     { windowSeconds }: each student starts at a random moment of the first window, turns in
//             at one of the second, and gives their answers evenly in between, one at a time, as a
//             class taking a quiz does; every request's latency is kept, per kind of request
//   start-all, save-all, turn-in-all { connections }: the same requests as fast as `connections`
//             clients send them (each its next as soon as its answer is in), so the orchestrator can
//             divide the server's CPU by them; save-all reports { type: 'progress', acked } as it goes
// Saves answered 200 are acknowledged: their (attempt, item) pairs come back for the durability check.
import { Agent, request } from 'node:http';

let job = null;
let agent = null;
/** Per student: their attempt's id once started. */
let attempts = [];

function send(method, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) };
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request(`${job.url}${path}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0, text: Buffer.concat(chunks).toString() }));
      res.on('error', (error) => resolve({ status: 0, ms: performance.now() - t0, text: error.message }));
    });
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - t0, text: error.message }));
    req.end(payload);
  });
}

/** Latencies and outcomes of one kind of request. */
function tally() {
  const ms = [];
  let ok = 0;
  let refused = 0;
  let errors = 0;
  let firstProblem = null;
  return {
    add(answer) {
      ms.push(answer.ms);
      if (answer.status >= 200 && answer.status < 300) ok += 1;
      else {
        if (answer.status === 0) errors += 1;
        else refused += 1;
        firstProblem ??= `${answer.status} ${answer.text.slice(0, 160)}`;
      }
    },
    summary() {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (q) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
      return { requests: ms.length, ok, non2xx: refused, errors, p50: at(0.5), p99: at(0.99), max: at(1), firstProblem };
    },
  };
}

const startOne = async (s, t) => {
  const answer = await send('POST', `/api/quizzes/${job.quizId}/attempts`, job.students[s].token);
  t.add(answer);
  if (answer.status === 201) attempts[s] = JSON.parse(answer.text)._id;
};
const acked = [];
const saveOne = async (s, i, t) => {
  const item = job.items[i];
  const answer = await send('PUT', `/api/quiz-attempts/${attempts[s]}/answers/${item.id}`, job.students[s].token, job.answers[s][i]);
  t.add(answer);
  if (answer.status === 200) acked.push([attempts[s], item.id]);
};
const turnInOne = async (s, t) => t.add(await send('POST', `/api/quiz-attempts/${attempts[s]}/turn-in`, job.students[s].token));

/** Runs `tasks` (functions) with `connections` at once, each taking the next as soon as it is done. */
async function closedLoop(tasks, connections, onDone = () => {}) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < tasks.length; i = next++) {
        await tasks[i]();
        onDone();
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** A fixed sequence of numbers in [0, 1) (mulberry32): every run schedules the class the same way. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleepUntil = (origin, atMs) => new Promise((resolve) => setTimeout(resolve, Math.max(0, origin + atMs - performance.now())));

async function paced({ windowSeconds }) {
  const window = windowSeconds * 1000;
  const next = random(36);
  const t = { start: tally(), save: tally(), turnIn: tally() };
  const origin = performance.now();
  await Promise.all(
    job.students.map(async (_, s) => {
      const startAt = next() * window;
      const turnInAt = window + next() * window;
      await sleepUntil(origin, startAt);
      await startOne(s, t.start);
      if (!attempts[s]) return;
      const gap = (turnInAt - startAt) / (job.items.length + 1);
      for (let i = 0; i < job.items.length; i += 1) {
        await sleepUntil(origin, startAt + gap * (i + 1));
        await saveOne(s, i, t.save);
      }
      await sleepUntil(origin, turnInAt);
      await turnInOne(s, t.turnIn);
    }),
  );
  return { seconds: (performance.now() - origin) / 1000, start: t.start.summary(), save: t.save.summary(), turnIn: t.turnIn.summary() };
}

const commands = {
  init(message) {
    job = message;
    attempts = [];
    acked.length = 0;
    agent = new Agent({ keepAlive: true, maxSockets: job.students.length });
    return { students: job.students.length };
  },
  paced,
  async 'start-all'({ connections }) {
    const t = tally();
    const seconds = await closedLoop(job.students.map((_, s) => () => startOne(s, t)), connections);
    return { seconds, ...t.summary() };
  },
  async 'save-all'({ connections, progressEvery = 250 }) {
    const t = tally();
    const tasks = job.students.flatMap((_, s) => (attempts[s] ? job.items.map((__, i) => () => saveOne(s, i, t)) : []));
    let done = 0;
    const seconds = await closedLoop(tasks, connections, () => {
      done += 1;
      if (done % progressEvery === 0) process.send({ type: 'progress', acked: acked.length });
    });
    return { seconds, ...t.summary(), acked: [...acked] };
  },
  async 'turn-in-all'({ connections }) {
    const t = tally();
    const seconds = await closedLoop(job.students.map((_, s) => (attempts[s] ? () => turnInOne(s, t) : async () => {})), connections);
    return { seconds, ...t.summary() };
  },
};

process.on('message', async (message) => {
  try {
    process.send({ type: 'done', result: await commands[message.type](message) });
  } catch (error) {
    process.send({ type: 'error', message: error.stack ?? String(error) });
  }
});
