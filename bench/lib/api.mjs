// Talking to the running server as a client would: sign-in, choosing ids each role may see,
// the size of each real response, and the spec's call-by-call waterfall.
export const PASSWORD = 'district-pass';
export const ACCOUNTS = {
  student: 'student1@district.test',
  teacher: 'teacher1@district.test',
  admin: 'admin@district.test',
};

export async function call(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${bytes.toString().slice(0, 200)}`);
  return { json: JSON.parse(bytes.toString()), size: bytes.length };
}

export async function signIn(base, role) {
  const { json } = await call(base, '/api/auth/login', { method: 'POST', body: { email: ACCOUNTS[role], password: PASSWORD } });
  return json.token;
}

/**
 * Ids the role may see: the first class (admins: from the middle of the list, not the newest, so
 * nothing is measured only on the freshest pages of the database) whose first topic holds a
 * material and an assignment. Classes the bench makes for itself (the quiz storm's, newest in
 * teacher1's list after a full run) hold neither, and are passed over.
 */
export async function pickIds(base, token, role) {
  const classes = (await call(base, '/api/classes', { token })).json;
  const start = role === 'admin' ? Math.floor(classes.length / 2) : 0;
  for (const klass of [...classes.slice(start), ...classes.slice(0, start)]) {
    const topic = (await call(base, `/api/classes/${klass._id}/topics`, { token })).json[0];
    if (!topic) continue;
    const [material] = (await call(base, `/api/topics/${topic._id}/materials`, { token })).json;
    const [assignment] = (await call(base, `/api/topics/${topic._id}/assignments`, { token })).json;
    if (material && assignment) return { classId: klass._id, topicId: topic._id, materialId: material._id, assignmentId: assignment._id };
  }
  throw new Error(`no class of the ${role} has a topic with a material and an assignment: delete the bench database and run again`);
}

/** The size in bytes of the real response, for the bare server to answer with. */
export async function responseSize(base, endpoint, token) {
  const { size } = await call(base, endpoint.path, { token, method: endpoint.method, body: endpoint.body });
  return size;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(fn) {
  const t0 = process.hrtime.bigint();
  const calls = await fn();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, calls };
}

/** The spec's dashboard without GET /api/dashboard: classes, topics per class, content per topic, one call at a time. */
async function waterfallOnce(base, token) {
  let calls = 1;
  const classes = (await call(base, '/api/classes', { token })).json;
  for (const klass of classes) {
    const topics = (await call(base, `/api/classes/${klass._id}/topics`, { token })).json;
    calls += 1;
    for (const topic of topics) {
      await call(base, `/api/topics/${topic._id}/materials`, { token });
      await call(base, `/api/topics/${topic._id}/assignments`, { token });
      calls += 2;
    }
  }
  return calls;
}

/** Median of `runs` sequential waterfalls against the median of sequential GET /api/dashboard calls. */
export async function compareWaterfall(base, token, runs) {
  const waterfall = [];
  const dashboard = [];
  let calls = 0;
  await waterfallOnce(base, token); // warm-up
  for (let i = 0; i < runs; i += 1) {
    const one = await timed(() => waterfallOnce(base, token));
    waterfall.push(one.ms);
    calls = one.calls;
  }
  for (let i = 0; i < 5; i += 1) await call(base, '/api/dashboard', { token });
  for (let i = 0; i < runs * 10; i += 1) dashboard.push((await timed(() => call(base, '/api/dashboard', { token }))).ms);
  const w = median(waterfall);
  const d = median(dashboard);
  return { waterfallMs: w, waterfallCalls: calls, dashboardMs: d, speedup: w / d };
}

/**
 * Turn-in requests for the bench, each a piece of work not turned in yet, of students after the
 * first (student1 is the reading student): `count` for the measured window and `warmupCount` of
 * other students for the warm-up, so the durability check counts the measured students' rows only.
 */
export async function turnInRequests(base, count, warmupCount) {
  const take = async (from, wanted) => {
    const requests = [];
    const students = [];
    for (let n = from; requests.length < wanted; n += 1) {
      const { json: me } = await call(base, '/api/auth/login', { method: 'POST', body: { email: `student${n}@district.test`, password: PASSWORD } });
      students.push(me._id);
      const { json: items } = await call(base, '/api/assignments?limit=200', { token: me.token });
      for (const item of items) {
        if (item.work && item.work.state !== 'assigned') continue;
        requests.push({ path: `/api/assignments/${item._id}/submissions/${me._id}/turn-in`, headers: { authorization: `Bearer ${me.token}` } });
      }
    }
    return { requests: requests.slice(0, wanted), students, next: from + students.length };
  };
  const measured = await take(2, count);
  const warmup = await take(measured.next, warmupCount);
  return { requests: measured.requests, students: measured.students, warmupRequests: warmup.requests };
}
