// The endpoints the issue names, with the target class each one is held to.
// kind: signin (reported, no target), single (>= 30% of bare), list (>= 3,000/s, p99 <= 25 ms), write (>= 2,000/s, durable),
// feed (its own req/s target, p99 reported).
export const TARGETS = {
  singleRatio: 0.3,
  listRps: 3_000,
  listP99Ms: 25,
  writeRps: 2_000,
  waterfallSpeedup: 20,
};

export const ENDPOINTS = [
  { key: 'dashboard', kind: 'list', method: 'GET', path: () => '/api/dashboard' },
  { key: 'classes', kind: 'list', method: 'GET', path: () => '/api/classes' },
  { key: 'class', kind: 'list', method: 'GET', path: (ids) => `/api/classes/${ids.classId}` },
  { key: 'topics', kind: 'single', method: 'GET', path: (ids) => `/api/classes/${ids.classId}/topics` },
  { key: 'assignments-page', kind: 'list', method: 'GET', path: () => '/api/assignments?limit=50' },
  { key: 'material', kind: 'single', method: 'GET', path: (ids) => `/api/materials/${ids.materialId}` },
  { key: 'assignment', kind: 'single', method: 'GET', path: (ids) => `/api/assignments/${ids.assignmentId}` },
  { key: 'comment', kind: 'write', method: 'POST', path: () => '/api/comments' },
  // The coursework loop (issue 20), each for the role it is for, on a class of 40 of the district's
  // work (seed/coursework.ts): the teacher's "Student work" list, the gradebook (40 x 50), turning in.
  { key: 'student-work', kind: 'list', roles: ['teacher'], method: 'GET', path: (ids) => `/api/assignments/${ids.assignmentId}/submissions` },
  { key: 'gradebook', kind: 'list', roles: ['teacher'], target: { rps: 1_000, p99Ms: 50 }, method: 'GET', path: (ids) => `/api/classes/${ids.classId}/gradebook` },
  { key: 'turn-in', kind: 'write', roles: ['student'], target: { rps: 1_000 }, method: 'POST', path: () => '/api/assignments/{id}/submissions/{student}/turn-in' },
  // Issue 22: a student's calendar feed (8 classes, 400 assignments; bench/lib/calendar-feed.mjs),
  // public, its token in the path: no Authorization header.
  { key: 'calendar', kind: 'feed', roles: ['student'], target: { rps: 1_000 }, method: 'GET', path: (ids) => ids.calendar.path },
  // Search (GET /api/search): a word in every class's materials and assignments (the district's
  // lessons all say "exercises", its assignments are all "Exercise n.m"), so the caller's
  // permissions, not the rarity of the word, bound the work.
  { key: 'search', kind: 'list', roles: ['teacher', 'student'], target: { rps: 2_000, p99Ms: 30 }, method: 'GET', path: () => '/api/search?q=exercis' },
  // Last: argon2 keeps the CPU busy long after the window closes, and nothing must be measured after it.
  { key: 'login', kind: 'signin', method: 'POST', path: () => '/api/auth/login' },
];

/**
 * What is wrong with one measured row. Failed requests and lost writes always count; the speed
 * targets only when `perf` (SQLite, one process: the configuration the targets are set for).
 */
export function verdict(row, perf) {
  const problems = [];
  const own = ENDPOINTS.find((e) => e.key === row.endpoint)?.target ?? {};
  if (row.non2xx > 0 || row.errors > 0) problems.push(`${row.non2xx} non-2xx, ${row.errors} errors`);
  // Not "0/s, p99 0 ms": no answer came back within the window (each took longer), which no
  // latency figure shows. The search rows read so before its index was bounded by the caller's classes.
  if (row.requests === 0) problems.push('no request completed in the window: each took longer than the window');
  if (row.durable === false) problems.push(`only ${row.rowsFound} rows for ${row.ok2xx} acknowledged writes`);
  if (!perf) return problems;
  switch (row.kind) {
    case 'single':
      if (row.ratio < TARGETS.singleRatio) problems.push(`ratio ${row.ratio.toFixed(2)} < ${TARGETS.singleRatio}`);
      break;
    case 'list': {
      const rps = own.rps ?? TARGETS.listRps;
      const p99 = own.p99Ms ?? TARGETS.listP99Ms;
      if (row.rps < rps) problems.push(`${Math.round(row.rps)}/s < ${rps}/s`);
      if (row.p99 > p99) problems.push(`p99 ${row.p99} ms > ${p99} ms`);
      break;
    }
    case 'write': {
      const rps = own.rps ?? TARGETS.writeRps;
      if (row.rps < rps) problems.push(`${Math.round(row.rps)}/s < ${rps}/s`);
      break;
    }
    case 'feed':
      if (row.rps < own.rps) problems.push(`${Math.round(row.rps)}/s < ${own.rps}/s`);
      break;
    default:
      break;
  }
  return problems;
}

/** The target as the table prints it: an endpoint's own, else its kind's. */
export function targetText(row) {
  const own = ENDPOINTS.find((e) => e.key === row.endpoint)?.target;
  if (!own) return null;
  if (row.kind === 'write') return `>=${own.rps}/s durable`;
  return own.p99Ms === undefined ? `>=${own.rps}/s` : `>=${own.rps}/s p99<=${own.p99Ms}`;
}
