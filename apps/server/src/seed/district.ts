import type { Role } from '@lyceum/shared/roles';
import { idMaker, seededRandom } from './random';

/** The district of the performance issue: deterministic for a given seed. */
export const DISTRICT = {
  users: 20_000,
  teachers: 200,
  classes: 1_000,
  minClassSize: 25,
  maxClassSize: 40,
  topicsPerClass: 10,
  materialsPerTopic: 5,
  assignmentsPerTopic: 5,
  comments: 200_000,
} as const;

const BASE = Date.parse('2026-09-01T08:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const SUBJECTS = ['Algebra', 'Biology', 'Chemistry', 'History', 'Literature', 'Physics', 'Geography', 'Art', 'Music', 'Spanish'];

export interface District {
  users: Array<{ id: string; name: string; email: string; password_hash: string; role: Role; created_at: string; updated_at: string }>;
  classes: Array<{ id: string; name: string; description: string; meeting_link: string | null; created_at: string; updated_at: string }>;
  members: Array<{ class_id: string; user_id: string; role: 'teacher' | 'student'; created_at: string }>;
  topics: Array<{ id: string; class_id: string; name: string; created_by: string | null; created_at: string }>;
  materials: Array<Record<string, unknown>>;
  assignments: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
}

const lesson = (n: number) =>
  `<h2>Lesson ${n}</h2><p>Read the notes and try the <strong>exercises</strong> below.</p><ol><li data-list="bullet">Warm-up question</li><li data-list="bullet">Worked example</li></ol><p><a href="https://example.org/lesson/${n}" rel="noopener noreferrer" target="_blank">Further reading</a></p>`;

/** Builds every row in memory (a few hundred MB at most); ids and timestamps are deterministic. */
export function generateDistrict(passwordHash: string, seed = 42): District {
  const random = seededRandom(seed);
  const nextId = idMaker(Math.floor(BASE / 1000));
  const user = (role: Role, name: string, email: string, at: number) => ({
    id: nextId(), name, email, password_hash: passwordHash, role, created_at: iso(at), updated_at: iso(at),
  });

  const admin = user('admin', 'District Admin', 'admin@district.test', BASE);
  const teachers = Array.from({ length: DISTRICT.teachers }, (_, i) => user('teacher', `Teacher ${i + 1}`, `teacher${i + 1}@district.test`, BASE + i));
  const studentCount = DISTRICT.users - DISTRICT.teachers - 1;
  const students = Array.from({ length: studentCount }, (_, i) => user('student', `Student ${i + 1}`, `student${i + 1}@district.test`, BASE + 1000 + i));

  const d: District = { users: [admin, ...teachers, ...students], classes: [], members: [], topics: [], materials: [], assignments: [], comments: [] };
  const classMembers: string[][] = [];
  let studentCursor = 0;
  for (let c = 0; c < DISTRICT.classes; c += 1) {
    const at = BASE + c * HOUR;
    const name = `${SUBJECTS[c % SUBJECTS.length]} ${Math.floor(c / SUBJECTS.length) + 1}`;
    const klass = { id: nextId(), name, description: `Class: ${name}`, meeting_link: c % 3 === 0 ? `https://meet.example.org/${c}` : null, created_at: iso(at), updated_at: iso(at) };
    d.classes.push(klass);
    // Two teachers per class, so each of the 200 teachers teaches exactly 10 classes.
    const classTeachers = [teachers[c % DISTRICT.teachers], teachers[(c + 100) % DISTRICT.teachers]].map((t) => t?.id ?? '');
    const drawn = DISTRICT.minClassSize + Math.floor(random() * (DISTRICT.maxClassSize - DISTRICT.minClassSize + 1));
    // teacher1's classes are full (40): the coursework bench measures "a class of 40" on them.
    const size = c % 100 === 0 ? DISTRICT.maxClassSize : drawn;
    const enrolled: string[] = [];
    for (let s = 0; s < size; s += 1) enrolled.push(students[(studentCursor++) % studentCount]?.id ?? '');
    for (const id of classTeachers) d.members.push({ class_id: klass.id, user_id: id, role: 'teacher', created_at: iso(at) });
    for (const id of enrolled) d.members.push({ class_id: klass.id, user_id: id, role: 'student', created_at: iso(at) });
    classMembers.push([...classTeachers, ...enrolled]);

    for (let t = 0; t < DISTRICT.topicsPerClass; t += 1) {
      const topicAt = at + (t + 1) * 60_000;
      const topic = { id: nextId(), class_id: klass.id, name: `Unit ${t + 1}`, created_by: classTeachers[0] ?? null, created_at: iso(topicAt) };
      d.topics.push(topic);
      for (let m = 0; m < DISTRICT.materialsPerTopic; m += 1) {
        const mAt = iso(topicAt + (m + 1) * 1000);
        d.materials.push({ id: nextId(), topic_id: topic.id, class_id: klass.id, title: `Notes ${t + 1}.${m + 1}`, content: lesson(m + 1), attachments: '[]', created_by: classTeachers[0] ?? null, created_at: mAt, updated_at: mAt });
      }
      for (let a = 0; a < DISTRICT.assignmentsPerTopic; a += 1) {
        const aAt = iso(topicAt + (a + 10) * 1000);
        const due = iso(BASE + Math.floor(random() * 120) * 24 * HOUR + 17 * HOUR);
        d.assignments.push({ id: nextId(), topic_id: topic.id, class_id: klass.id, title: `Exercise ${t + 1}.${a + 1}`, description: `<p>Solve problems ${a * 5 + 1}–${a * 5 + 5}.</p>`, due_date: due, created_by: classTeachers[1] ?? null, created_at: aAt, updated_at: aAt });
      }
    }
  }

  const membersByClass = new Map(d.classes.map((k, index) => [k.id, classMembers[index] ?? []]));
  for (let i = 0; i < DISTRICT.comments; i += 1) {
    const onMaterial = random() < 0.5;
    const list = onMaterial ? d.materials : d.assignments;
    const target = list[Math.floor(random() * list.length)] ?? {};
    const members = membersByClass.get(String(target.class_id)) ?? [];
    d.comments.push({
      id: nextId(),
      class_id: target.class_id,
      material_id: onMaterial ? target.id : null,
      assignment_id: onMaterial ? null : target.id,
      author_id: members[Math.floor(random() * members.length)] ?? null,
      text: `Question ${i + 1}: could you explain step ${1 + (i % 5)} again?`,
      created_at: iso(BASE + 200 * 24 * HOUR + i * 1000),
    });
  }
  return d;
}
