// The morning rush (issue 23): 60 students signing in 10 times each over 50 connections, while a
// student keeps reading the dashboard. The reads are measured alone first, then during the storm,
// so the table shows what hashing costs the rest of the API on the same cores.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PASSWORD } from './api.mjs';
import { drive } from './load.mjs';
import { settle } from './proc.mjs';

const CHILD = fileURLToPath(new URL('../storm-child.mjs', import.meta.url));

export const STORM = { students: 60, rounds: 10, connections: 50, minRate: 40, maxP99Ms: 2_000 };

function runStorm(url, rounds = STORM.rounds) {
  const accounts = Array.from({ length: STORM.students }, (_, i) => `student${i + 1}@district.test`);
  const job = { url, accounts, rounds, connections: STORM.connections, password: PASSWORD };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`storm child exited with ${code}`))));
  });
}

/**
 * { storm, readsAlone, readsDuring, stormDuring, problems }: the storm alone (its rate and latency,
 * held to the targets), then the dashboard read alone and again while a second storm runs (held to
 * the list target: sign-in must not take the rest of the API down with it), and that second storm's
 * own figures (printed: what sign-ins get while the reads take the cores first).
 */
export async function signInStorm(server, studentToken, { seconds, connections, listTarget }) {
  const reads = (warmupSeconds, readSeconds) =>
    drive({ url: `${server.url}/api/dashboard`, method: 'GET', headers: { authorization: `Bearer ${studentToken}` }, connections, seconds: readSeconds, warmupSeconds, pids: server.pids });
  // One round first: a hash of older parameters (data seeded by an older version) is re-made on its
  // first sign-in, and the storm measures the steady state a school sees every morning.
  await runStorm(server.url, 1);
  await settle(server.pids);
  const storm = await runStorm(server.url);
  await settle(server.pids);
  const readsAlone = await reads(2, seconds);
  await settle(server.pids);
  const second = runStorm(server.url);
  // Reads start once the storm has filled its connections and stop before its tail (600 sign-ins
  // at the target's 40/s take 15 s).
  const lead = 1;
  const readSeconds = Math.min(seconds, 4);
  await new Promise((resolve) => setTimeout(resolve, lead * 1_000));
  const readsDuring = await reads(0, readSeconds);
  const stormDuring = await second;
  const problems = [];
  if (storm.non2xx > 0) problems.push(`${storm.non2xx} sign-ins not 200`);
  if (storm.rate < STORM.minRate) problems.push(`${storm.rate.toFixed(1)} sign-ins/s < ${STORM.minRate}`);
  if (storm.p99 > STORM.maxP99Ms) problems.push(`sign-in p99 ${storm.p99} ms > ${STORM.maxP99Ms} ms`);
  if (readsDuring.rps < listTarget.rps) problems.push(`reads during the storm ${Math.round(readsDuring.rps)}/s < ${listTarget.rps}/s`);
  // A storm over before the reads were would flatter them: they must have run inside it.
  if (stormDuring.seconds < lead + readSeconds) problems.push(`the second storm ended after ${stormDuring.seconds.toFixed(1)} s, before the reads did`);
  if (readsDuring.p99 > listTarget.p99Ms) problems.push(`reads during the storm p99 ${readsDuring.p99} ms > ${listTarget.p99Ms} ms`);
  return { storm, readsAlone, readsDuring, stormDuring, problems };
}
