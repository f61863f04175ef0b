// The soak's load generator, in its own process so it never shares an event loop with the server
// or with the orchestrator sampling memory. Input: the path of a JSON job file in argv[2] (200
// tokens and plans are too long for one argv string). Output on stdout: a `started` line when
// the connections open, then one JSON line of figures.
//
// One autocannon instance per user with one connection each: autocannon resets a connection's
// context at every loop over `requests`, so a per-user closure is the public way to give each
// connection its own token, ids and write bookkeeping.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const latencies = [];
// Responses per second of the whole run (warm-up included): a stall or a slow drift shows here.
const perSecond = [];
let measuring = !(job.warmupSeconds > 0);
const byKind = {};
const statusCodes = {};
const comments = { sent: 0, acked: [], refused: 0 };
const edits = [];
const slowest = [];

// onResponse runs just before the instance's 'response' event for the same answer, synchronously:
// this is how the latency listener learns which kind of request it was.
let lastKind = null;

function tally(kind, status) {
  lastKind = kind;
  const k = (byKind[kind] ??= { responses: 0, ok2xx: 0, non2xx: 0, status5xx: 0, maxMs: 0, maxAtSecond: null });
  k.responses += 1;
  if (status >= 200 && status < 300) k.ok2xx += 1;
  else k.non2xx += 1;
  if (status >= 500) k.status5xx += 1;
  statusCodes[status] = (statusCodes[status] ?? 0) + 1;
}

/** The request cycle of one user: the reads, a comment after the first four, an edit last for teachers. */
function requestsFor(user, u) {
  const auth = { authorization: `Bearer ${user.token}` };
  const jsonHeaders = { ...auth, 'content-type': 'application/json' };
  const requests = user.reads.map((r) => ({ method: 'GET', path: r.path, headers: auth, onResponse: (status) => tally(r.kind, status) }));

  // Pipelining is 1, so at most one comment of this connection is in flight: `pending` is its text.
  let commentSeq = 0;
  let pending = null;
  requests.splice(4, 0, {
    method: 'POST',
    path: '/api/comments',
    headers: jsonHeaders,
    setupRequest(req) {
      const n = commentSeq++;
      pending = `${job.marker}:c:${u}:${n}`;
      comments.sent += 1;
      return { ...req, body: JSON.stringify({ text: pending, ...user.commentTargets[n % user.commentTargets.length] }) };
    },
    onResponse(status) {
      tally('comment', status);
      if (status >= 200 && status < 300) comments.acked.push(pending);
      else comments.refused += 1;
      pending = null;
    },
  });

  if (user.edit) {
    // Per material: the last acknowledged title, and titles sent without an answer (a timeout, or
    // in flight when the window closed) that the server may still have stored.
    const e = { materialId: user.edit.materialId, originalTitle: user.edit.originalTitle, sent: 0, acked: 0, refused: 0, lastAcked: null, unanswered: [] };
    edits.push(e);
    let inFlight = null;
    requests.push({
      method: 'PUT',
      path: `/api/materials/${user.edit.materialId}`,
      headers: jsonHeaders,
      setupRequest(req) {
        if (inFlight) e.unanswered.push(inFlight);
        inFlight = `${job.marker}:e:${u}:${e.sent++}`;
        return { ...req, body: JSON.stringify({ title: inFlight, content: user.edit.content, topic: user.edit.topicId }) };
      },
      onResponse(status) {
        tally('edit', status);
        if (status >= 200 && status < 300) {
          e.acked += 1;
          e.lastAcked = inFlight;
          // Everything sent before an acknowledged edit was answered or superseded by it.
          e.unanswered = [];
        } else e.refused += 1;
        inFlight = null;
      },
    });
    e.finish = () => {
      if (inFlight) e.unanswered.push(inFlight);
    };
  }
  return requests;
}

const t0 = process.hrtime.bigint();
const elapsedS = () => Number(process.hrtime.bigint() - t0) / 1e9;
const runs = job.users.map((user, u) => {
  const instance = autocannon({
    url: job.url,
    connections: 1,
    pipelining: 1,
    // One continuous run: the warm-up and the measured window share connections and users.
    duration: job.warmupSeconds + job.seconds,
    // Generous: 200 connections on 2 shared cores queue; a slow answer is still an answer, counted in p99.
    timeout: job.timeoutSeconds,
    requests: requestsFor(user, u),
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    const second = Math.floor(elapsedS());
    perSecond[second] = (perSecond[second] ?? 0) + 1;
    const k = byKind[lastKind];
    if (k && ms > k.maxMs) Object.assign(k, { maxMs: ms, maxAtSecond: second });
    // The slowest answer per user: a request starved for seconds is named, not just counted.
    if (ms > (slowest[u]?.ms ?? 0)) slowest[u] = { email: user.email, role: user.role, kind: lastKind, ms: Math.round(ms), atSecond: second };
    if (measuring) latencies.push(ms);
  });
  return instance;
});
process.stdout.write('started\n');
// The orchestrator samples memory from this line on; latency and req/s count from it too.
const startMeasuring = () => {
  measuring = true;
  process.stdout.write('measure\n');
};
if (measuring) startMeasuring();
else setTimeout(startMeasuring, job.warmupSeconds * 1000);

const results = await Promise.all(runs);
const wallSeconds = elapsedS();
for (const e of edits) {
  e.finish();
  delete e.finish;
}

latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : null);
const sum = (key) => results.reduce((acc, r) => acc + (r[key] ?? 0), 0);
// Measured window only; the status counts and writes below cover the whole run, warm-up included.
const responses = latencies.length;
const status5xx = Object.entries(statusCodes).reduce((acc, [code, n]) => acc + (Number(code) >= 500 ? n : 0), 0);
const non2xx = Object.entries(statusCodes).reduce((acc, [code, n]) => acc + (Number(code) < 200 || Number(code) >= 300 ? n : 0), 0);
process.stdout.write(
  `${JSON.stringify({
    seconds: job.seconds,
    warmupSeconds: job.warmupSeconds,
    wallSeconds,
    perSecond: Array.from(perSecond, (n) => n ?? 0),
    connections: job.users.length,
    requests: responses,
    rps: responses / job.seconds,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies.at(-1) ?? null,
    non2xx,
    status5xx,
    statusCodes,
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    byKind,
    slowest: slowest.filter(Boolean).sort((a, b) => b.ms - a.ms).slice(0, 5),
    comments,
    edits,
  })}\n`,
);
