// Issue 22's live updates, measured on the running bench server (one process):
//  - notification fan-out: posting an assignment to a class of 40 students against one with none
//    (the same request without the 40 notification rows), sequentially; the difference is what the
//    fan-out adds (target <= 2 ms);
//  - 2,000 open event streams (the 40 students of that class and 1,960 other students): the
//    server's RSS before and after (target: grows <= 150 MB);
//  - comments posted on a material of that class, one at a time, each timed from the moment it is
//    sent to its arrival on every one of the 40 members' streams, while the student dashboard is
//    read at full load beside it (target: p99 <= 500 ms).
// Users' tokens are signed here with the bench server's JWT_SECRET: 2,000 sign-ins would be 2,000
// argon2 hashes (a minute of CPU), and the stream is what is measured, not signing in.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { call } from './api.mjs';
import { openDb, tokenFor } from './bench-db.mjs';
import { drive } from './load.mjs';
import { rssBytes, settle } from './proc.mjs';

const CHILD = fileURLToPath(new URL('../events-child.mjs', import.meta.url));

export const LIVE = { streams: 2_000, maxRssGrowthMb: 150, comments: 40, gapMs: 100, maxP99Ms: 500, fanOutPosts: 60, maxFanOutMs: 2 };
/** A class of its own for the fan-out's comparison, removed after each run. */
const EMPTY_CLASS = 'bench: live events, no students';
const COMMENT_PREFIX = 'bench:events:';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Who takes part: a class of 40 students with its teacher and a material, other students, the admin. */
async function cast(db) {
  const [klass] = await db.all(
    "select c.id, (select m.user_id from class_members m where m.class_id = c.id and m.role = 'teacher' limit 1) as teacher_id from classes c where c.students_count = 40 order by c.id limit 1",
  );
  if (!klass) throw new Error('no class of 40 students in the bench database (seed:large --coursework-only makes them)');
  const members = await db.all("select u.id, u.token_version from class_members m join users u on u.id = m.user_id where m.class_id = ? and m.role = 'student'", [klass.id]);
  const others = await db.all(
    "select id, token_version from users where role = 'student' and deactivated_at is null and id not in (select user_id from class_members where class_id = ?) order by id limit ?",
    [klass.id, LIVE.streams - members.length],
  );
  const [teacher] = await db.all('select id, token_version from users where id = ?', [klass.teacher_id]);
  const [admin] = await db.all("select id, token_version from users where role = 'admin' order by created_at limit 1");
  const [topic] = await db.all('select id from topics where class_id = ? order by id limit 1', [klass.id]);
  const [material] = await db.all('select id from materials where class_id = ? order by id limit 1', [klass.id]);
  return { classId: klass.id, members, others, teacher, admin, topicId: topic.id, materialId: material.id };
}

/**
 * The POST /api/assignments latency to the class of 40 and to a class with no students, in
 * alternation (the machine drifts: neither side gets the quieter minute); each assignment deleted after.
 */
async function fanOut(base, who, tokens) {
  const klass = (await call(base, '/api/classes', { method: 'POST', token: tokens.admin, body: { name: EMPTY_CLASS, teachers: [who.teacher.id] } })).json;
  const topic = (await call(base, '/api/topics', { method: 'POST', token: tokens.teacher, body: { name: 'Bench', class: klass._id } })).json;
  const post = async (topicId) => {
    const t0 = performance.now();
    const { json } = await call(base, '/api/assignments', { method: 'POST', token: tokens.teacher, body: { title: 'bench fan-out', description: '<p>x</p>', dueDate: '2031-01-01T10:00:00Z', topic: topicId } });
    return { ms: performance.now() - t0, id: json._id };
  };
  const forty = [];
  const none = [];
  const made = [];
  for (let i = 0; i < LIVE.fanOutPosts + 5; i += 1) {
    const a = await post(who.topicId);
    const b = await post(topic._id);
    made.push(a.id, b.id);
    // The first few warm the paths up.
    if (i >= 5) {
      forty.push(a.ms);
      none.push(b.ms);
    }
  }
  for (const id of made) await call(base, `/api/assignments/${id}`, { method: 'DELETE', token: tokens.teacher });
  return { posts: forty.length, withFortyMs: median(forty), withNoneMs: median(none), addedMs: median(forty) - median(none) };
}

function ask(child, message, reply) {
  return new Promise((resolve, reject) => {
    const onMessage = (answer) => {
      if (answer.type === 'error') reject(new Error(answer.message));
      else if (answer.type === reply) resolve(answer);
      else return;
      child.off('message', onMessage);
    };
    child.on('message', onMessage);
    if (message) child.send(message);
  });
}

/** { fanOut, streams, delivery, readsDuring, problems } (see the top of this file). */
export async function liveEventsBench(server, { store, jwtSecret, readToken, connections }) {
  const db = await openDb(store);
  try {
    const who = await cast(db);
    const tokens = { admin: tokenFor(who.admin, jwtSecret), teacher: tokenFor(who.teacher, jwtSecret) };
    await settle(server.pids);
    const fan = await fanOut(server.url, who, tokens);

    await settle(server.pids);
    const rssBefore = rssBytes(server.pids[0]);
    const streams = [...who.members.map((u) => ({ token: tokenFor(u, jwtSecret), member: true })), ...who.others.map((u) => ({ token: tokenFor(u, jwtSecret), member: false }))];
    const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await ask(child, null, 'started');
    const opened = await ask(child, { type: 'open', job: { url: server.url, streams, materialId: who.materialId, commenterToken: tokens.teacher } }, 'opened');
    await settle(server.pids);
    const rssAfter = rssBytes(server.pids[0]);

    // The comments go while the dashboard is read at full load; the reads outlast them.
    const seconds = Math.ceil((LIVE.comments * (LIVE.gapMs + 60)) / 1000) + 3;
    const reads = drive({ url: `${server.url}/api/dashboard`, method: 'GET', headers: { authorization: `Bearer ${readToken}` }, connections, seconds, warmupSeconds: 1, pids: server.pids });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const delivery = await ask(child, { type: 'comments', count: LIVE.comments, gapMs: LIVE.gapMs, prefix: COMMENT_PREFIX }, 'commented');
    const readsDuring = await reads;
    child.send({ type: 'close' });
    await new Promise((resolve) => child.once('exit', resolve));

    const growthMb = rssBefore !== null && rssAfter !== null ? (rssAfter - rssBefore) / 1e6 : null;
    const problems = [];
    if (fan.addedMs > LIVE.maxFanOutMs) problems.push(`fan-out to 40 adds ${fan.addedMs.toFixed(2)} ms > ${LIVE.maxFanOutMs} ms`);
    if (opened.failures > 0 || opened.opened < LIVE.streams) problems.push(`${opened.opened} of ${LIVE.streams} streams opened`);
    if (growthMb === null || growthMb > LIVE.maxRssGrowthMb) problems.push(`RSS grew ${growthMb?.toFixed(1)} MB > ${LIVE.maxRssGrowthMb} MB`);
    if (delivery.missing > 0) problems.push(`${delivery.missing} deliveries missing`);
    if (delivery.p99 > LIVE.maxP99Ms) problems.push(`delivery p99 ${delivery.p99} ms > ${LIVE.maxP99Ms} ms`);
    return { fanOut: fan, streams: { ...opened, rssBeforeMb: rssBefore / 1e6, rssAfterMb: rssAfter / 1e6, growthMb }, delivery, readsDuring, problems };
  } finally {
    // The class made for the comparison goes, with its topic (the assignments were deleted already).
    await db.all('delete from classes where name = ?', [EMPTY_CLASS]);
    await db.close();
  }
}

export function printLiveEvents({ fanOut: f, streams: s, delivery: d, readsDuring: r, problems }) {
  console.log(
    `live events: fan-out to a class of 40 adds ${f.addedMs.toFixed(2)} ms to POST /api/assignments (median ${f.withFortyMs.toFixed(2)} ms vs ${f.withNoneMs.toFixed(2)} ms with no students, ${f.posts} each; target <= ${LIVE.maxFanOutMs} ms)`,
  );
  console.log(`  ${s.opened} streams open (${s.failures} failed, ${s.seconds.toFixed(1)} s): server RSS ${s.rssBeforeMb.toFixed(0)} -> ${s.rssAfterMb.toFixed(0)} MB, +${s.growthMb?.toFixed(1)} MB (target <= ${LIVE.maxRssGrowthMb})`);
  console.log(
    `  ${d.comments} comments to the 40 members' streams: ${d.deliveries} deliveries, ${d.missing} missing, p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms (target p99 <= ${LIVE.maxP99Ms} ms), while the student dashboard ran at ${Math.round(r.rps)}/s p99 ${r.p99} ms`,
  );
  console.log(`  ${problems.length ? `MISS: ${problems.join('; ')}` : 'ok'}`);
}
