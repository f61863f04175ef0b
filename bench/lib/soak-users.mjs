// The soak's signed-in users: which district accounts, their tokens, and the ids each may see.
// Everything here runs before the measured window: argon2 sign-ins are slow on purpose.
import { call, PASSWORD } from './api.mjs';

const DISTRICT_TEACHERS = 200;
const DISTRICT_STUDENTS = 19_799;

/** `total` distinct accounts: the one admin, ~22% teachers, the rest students, spread over the district. */
export function chooseAccounts(total) {
  if (total < 3) throw new Error('SOAK_USERS must be at least 3 (an admin, a teacher and a student)');
  const teachers = Math.min(DISTRICT_TEACHERS, Math.max(1, Math.round(total * 0.225)));
  const students = total - teachers - 1;
  if (students > DISTRICT_STUDENTS) throw new Error(`the district has only ${DISTRICT_STUDENTS} students`);
  // Spread, not the first N: different users land in different classes and database pages.
  const tStep = Math.max(1, Math.floor(DISTRICT_TEACHERS / teachers));
  const sStep = Math.max(1, Math.floor(DISTRICT_STUDENTS / students));
  return [
    { role: 'admin', email: 'admin@district.test' },
    ...Array.from({ length: teachers }, (_, i) => ({ role: 'teacher', email: `teacher${1 + i * tStep}@district.test` })),
    ...Array.from({ length: students }, (_, i) => ({ role: 'student', email: `student${1 + i * sStep}@district.test` })),
  ];
}

/** Runs `fn` over `items` with at most `limit` calls in flight; results in input order. */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Signs one account in and picks what it reads, comments on and (a teacher) edits. `claimed` holds
 * the materials already given to another teacher: one writer per material, so the last
 * acknowledged title of each is unambiguous afterwards.
 */
export async function planFor(base, account, index, claimed) {
  const { token } = (await call(base, '/api/auth/login', { method: 'POST', body: { email: account.email, password: PASSWORD } })).json;
  const classes = (await call(base, '/api/classes', { token })).json;
  if (classes.length === 0) throw new Error(`${account.email} sees no class`);
  const klass = account.role === 'admin' ? classes[Math.floor(classes.length / 2)] : classes[index % classes.length];
  const topics = (await call(base, `/api/classes/${klass._id}/topics`, { token })).json;
  const topic = topics[index % topics.length];
  const materials = (await call(base, `/api/topics/${topic._id}/materials`, { token })).json;
  const assignments = (await call(base, `/api/topics/${topic._id}/assignments`, { token })).json;
  const material = materials[0];
  const assignment = assignments[0];
  let edit = null;
  if (account.role === 'teacher') {
    const own = materials.find((m) => !claimed.has(m._id));
    if (own) {
      claimed.add(own._id);
      // The content as stored (already sanitised), so the edit changes the title only.
      edit = { materialId: own._id, topicId: topic._id, content: own.content, originalTitle: own.title };
    }
  }
  return {
    role: account.role,
    email: account.email,
    token,
    reads: [
      { kind: 'dashboard', path: '/api/dashboard' },
      { kind: 'class', path: `/api/classes/${klass._id}` },
      { kind: 'topics', path: `/api/classes/${klass._id}/topics` },
      { kind: 'material', path: `/api/materials/${material._id}` },
      { kind: 'assignment', path: `/api/assignments/${assignment._id}` },
      { kind: 'assignments-page', path: '/api/assignments?limit=50' },
    ],
    commentTargets: [
      { targetType: 'material', target: material._id },
      { targetType: 'assignment', target: assignment._id },
    ],
    edit,
  };
}
