// The morning rush, from its own process: `rounds` sign-ins for each of `accounts`, sent by
// `connections` clients at once (each starts the next as soon as its answer is in), as a class
// signing in on shared computers would. Input: one JSON job in argv[2]. Output: one JSON line.
import { Agent, request } from 'node:http';

const job = JSON.parse(process.argv[2]);
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const queue = [];
for (let round = 0; round < job.rounds; round++) for (const email of job.accounts) queue.push(email);

function signIn(email) {
  const body = JSON.stringify({ email, password: job.password });
  return new Promise((resolve, reject) => {
    const req = request(`${job.url}/api/auth/login`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const latencies = [];
let non2xx = 0;
async function client() {
  for (let email = queue.shift(); email !== undefined; email = queue.shift()) {
    const t0 = performance.now();
    const status = await signIn(email);
    latencies.push(performance.now() - t0);
    if (status !== 200) non2xx++;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.connections }, client));
const seconds = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(`${JSON.stringify({ signIns: latencies.length, seconds, rate: latencies.length / seconds, p50: at(0.5), p99: at(0.99), max: at(1), non2xx })}\n`);
