// The event streams of the live-events bench (bench/lib/live-events.mjs), in a process of their own
// so 2,000 sockets and their parsing never share the orchestrator's or the server's event loop.
// Driven over IPC: 'open' (with the job: 2,000 tokens are too long for argv) opens every stream
// and waits for each one's first message; 'comments' posts comments one at a time and times each
// one's arrival on the member streams; 'close' ends.
import { Agent, request } from 'node:http';

let job;
const OPEN_AT_ONCE = 100;
const ARRIVAL_TIMEOUT_MS = 5_000;

/** Open streams: the members' are parsed (they are timed), the rest only read. */
const streams = [];
/** Called with (memberIndex, time) when a member stream receives a comment's change. */
let onComment = () => {};

function openStream(token, member, index) {
  return new Promise((resolve, reject) => {
    const req = request(`${job.url}/api/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream ${index}: ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!ready && message.includes('event: ready')) {
            ready = true;
            resolve();
          } else if (member && message.includes('event: update') && message.includes('"type":"comments"')) {
            onComment(index, at);
          }
        }
      });
      res.on('error', () => undefined);
      streams.push({ req, res });
    });
    req.on('error', reject);
    req.end();
  });
}

async function openAll() {
  const started = performance.now();
  let failures = 0;
  const queue = job.streams.map((stream, index) => ({ ...stream, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await openStream(next.token, next.member, next.index);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: OPEN_AT_ONCE }, worker));
  return { opened: streams.length, failures, seconds: (performance.now() - started) / 1000 };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function postComment(text) {
  const body = JSON.stringify({ text, targetType: 'material', target: job.materialId });
  return new Promise((resolve, reject) => {
    const req = request(
      `${job.url}/api/comments`,
      { method: 'POST', agent, headers: { authorization: `Bearer ${job.commenterToken}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`comment: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts `count` comments, `gapMs` apart; each is timed from the moment it is sent to its arrival on every member stream. */
async function comments({ count, gapMs, prefix }) {
  const members = job.streams.filter((s) => s.member).length;
  const latencies = [];
  let missing = 0;
  for (let i = 0; i < count; i += 1) {
    const arrived = new Map();
    const sent = performance.now();
    const all = new Promise((resolve) => {
      const timer = setTimeout(resolve, ARRIVAL_TIMEOUT_MS);
      onComment = (index, at) => {
        if (arrived.has(index)) return;
        arrived.set(index, at);
        if (arrived.size === members) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    await postComment(`${prefix}${i}`);
    await all;
    onComment = () => {};
    for (const at of arrived.values()) latencies.push(at - sent);
    missing += members - arrived.size;
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  latencies.sort((a, b) => a - b);
  const q = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return { comments: count, members, deliveries: latencies.length, missing, p50: q(0.5), p99: q(0.99), max: q(1) };
}

process.on('message', async (message) => {
  try {
    if (message.type === 'open') {
      job = message.job;
      process.send({ type: 'opened', ...(await openAll()) });
    }
    else if (message.type === 'comments') process.send({ type: 'commented', ...(await comments(message)) });
    else if (message.type === 'close') {
      for (const { req } of streams) req.destroy();
      agent.destroy();
      process.exit(0);
    }
  } catch (error) {
    process.send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
process.send({ type: 'started' });
