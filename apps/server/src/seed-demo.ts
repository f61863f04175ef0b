// `npm run seed:demo`: fills the configured database (SQLite in DATA_DIR, or DATABASE_URL) with a
// small sample school to try the product with. Running it again changes nothing. A database in
// use (users besides the first admin, or classes) is refused unless `-- --force` is given.
import type { Kysely } from 'kysely';
import { ensureFirstAdmin } from './bootstrap-admin';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openConfiguredDb } from './db/open';
import type { Database } from './db/schema';
import { newId } from './lib/ids';
import { hashPassword } from './lib/passwords';
import { keepDataPrivate } from './lib/private-files';
import { whyInUse } from './seed/demo-guard';

const DOMAIN = 'demo.school';
const PASSWORDS = { admin: 'demo-admin', teacher: 'demo-teacher', student: 'demo-student' } as const;
const TEACHERS = ['Grace Hopper', 'Carl Sagan', 'Mary Beard'];
const STUDENTS = ['Ava Smith', 'Liam Johnson', 'Mia Brown', 'Noah Davis', 'Zoe Wilson', 'Ethan Moore', 'Isla Taylor', 'Lucas Clark', 'Chloe Lewis', 'Omar Hall', 'Sofia Young', 'Ryan King'];

interface DemoContent {
  title: string;
  html: string;
}
interface DemoTopic {
  name: string;
  materials: DemoContent[];
  /** Due date in days from now (negative: already overdue). */
  assignments: Array<DemoContent & { dueInDays: number }>;
}
interface DemoClass {
  name: string;
  description: string;
  meetingLink: string | null;
  /** 1-based indexes into TEACHERS and STUDENTS. */
  teachers: number[];
  students: number[];
  topics: DemoTopic[];
}

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Lesson HTML as the Quill editor writes it: headings, lists, a link and a code block. */
const lesson = (heading: string, intro: string, points: string[], link: [string, string], code: string): string =>
  `<h2>${heading}</h2><p>${intro}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
  `<p>Further reading: <a href="${link[0]}" rel="noopener noreferrer" target="_blank">${link[1]}</a></p>` +
  `<pre class="ql-syntax" spellcheck="false">${escapeHtml(code)}</pre>`;

const task = (text: string, steps: string[]): string =>
  `<p>${text}</p><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol><p><strong>Submit</strong> before the due date.</p>`;

const CLASSES: DemoClass[] = [
  {
    name: 'Algebra I',
    description: 'Linear equations, functions and graphs.',
    meetingLink: 'https://meet.example.org/algebra-1',
    teachers: [1],
    students: [1, 2, 3, 4, 5, 6],
    topics: [
      {
        name: 'Linear equations',
        materials: [{ title: 'Solving for x', html: lesson('Solving for x', 'Do the same thing to both sides.', ['Undo addition first', 'Then undo multiplication', 'Check by substituting'], ['https://en.wikipedia.org/wiki/Linear_equation', 'Linear equations'], '3x + 5 = 20\n3x = 15\nx = 5') }],
        assignments: [{ title: 'Worksheet 1: one-step equations', html: task('Solve each equation and show your steps.', ['Questions 1-10', 'Check two answers by substitution']), dueInDays: -6 }],
      },
      {
        name: 'Functions and graphs',
        materials: [
          { title: 'What is a function?', html: lesson('Functions', 'A function gives exactly one output for each input.', ['Domain and range', 'Function notation f(x)', 'The vertical line test'], ['https://www.desmos.com/calculator', 'Desmos graphing calculator'], 'f(x) = 2x + 1\nf(3) = 7') },
          { title: 'Slope and intercept', html: lesson('y = mx + b', 'm is the slope, b is where the line crosses the y axis.', ['Rise over run', 'Parallel lines share a slope'], ['https://en.wikipedia.org/wiki/Slope', 'Slope'], 'm = (y2 - y1) / (x2 - x1)') },
        ],
        assignments: [{ title: 'Graph five lines', html: task('Graph each line on squared paper.', ['Find the intercept', 'Use the slope for a second point', 'Label both axes']), dueInDays: 2 }],
      },
    ],
  },
  {
    name: 'World History',
    description: 'From ancient Rome to the modern world.',
    meetingLink: null,
    teachers: [3],
    students: [4, 5, 6, 7, 8, 9],
    topics: [
      {
        name: 'The Roman Republic',
        materials: [{ title: 'SPQR: the Senate and People', html: lesson('The Roman Republic', 'Rome was governed by elected magistrates for nearly five centuries.', ['Consuls and the Senate', 'The assemblies', 'The fall of the Republic'], ['https://en.wikipedia.org/wiki/Roman_Republic', 'Roman Republic'], '509 BC  Republic founded\n44 BC   Caesar assassinated') }],
        assignments: [{ title: 'Essay: why did the Republic fall?', html: task('Write 500 words with at least two sources.', ['Plan your argument', 'Cite your sources', 'Proofread']), dueInDays: 7 }],
      },
      {
        name: 'The Industrial Revolution',
        materials: [{ title: 'Steam, coal and cities', html: lesson('The Industrial Revolution', 'Machines changed how and where people worked.', ['Textile mills', 'Railways', 'Growth of cities'], ['https://en.wikipedia.org/wiki/Industrial_Revolution', 'Industrial Revolution'], '1769  Watt patents his steam engine\n1830  Liverpool and Manchester Railway') }],
        assignments: [{ title: 'Timeline poster', html: task('Make a timeline of ten inventions.', ['Pick ten inventions', 'Add a date and a picture to each']), dueInDays: -1 }],
      },
      {
        name: 'Primary sources',
        materials: [],
        assignments: [{ title: 'Read a letter from 1850', html: task('Read the letter and answer the questions.', ['Who wrote it?', 'What does it tell us about daily life?']), dueInDays: 4.5 }],
      },
    ],
  },
  {
    name: 'Intro to Programming',
    description: 'First steps in Python: variables, loops and functions.',
    meetingLink: 'https://meet.example.org/programming',
    teachers: [1, 2],
    students: [1, 2, 3, 7, 8, 10, 11, 12],
    topics: [
      {
        name: 'Variables and types',
        materials: [{ title: 'Hello, Python', html: lesson('Variables', 'A variable is a name for a value.', ['Numbers and strings', 'print() shows a value', 'type() tells you what it is'], ['https://docs.python.org/3/tutorial/', 'The Python tutorial'], 'name = "Ada"\nage = 36\nprint(f"{name} is {age}")') }],
        assignments: [{ title: 'Exercise: a greeting program', html: task('Write a program that asks for a name and greets the user.', ['Use input()', 'Print the greeting']), dueInDays: 0.25 }],
      },
      {
        name: 'Loops',
        materials: [{ title: 'for and while', html: lesson('Loops', 'Loops repeat a block of code.', ['for walks over a sequence', 'while repeats until a condition fails', 'break leaves a loop early'], ['https://docs.python.org/3/tutorial/controlflow.html', 'Control flow'], 'for i in range(3):\n    print(i)') }],
        assignments: [{ title: 'FizzBuzz', html: task('Print the numbers 1 to 100 with the FizzBuzz rules.', ['Multiples of 3: Fizz', 'Multiples of 5: Buzz', 'Both: FizzBuzz']), dueInDays: 3 }],
      },
    ],
  },
  {
    name: 'Biology',
    description: 'Cells, genetics and ecosystems.',
    meetingLink: null,
    teachers: [2],
    students: [5, 6, 9, 10, 11, 12],
    topics: [
      {
        name: 'The cell',
        materials: [{ title: 'Inside a cell', html: lesson('The cell', 'Every living thing is made of cells.', ['Nucleus', 'Mitochondria', 'Cell membrane'], ['https://en.wikipedia.org/wiki/Cell_(biology)', 'Cell (biology)'], 'cell -> tissue -> organ -> organism') }],
        assignments: [{ title: 'Label a plant cell', html: task('Label the diagram and describe each part in one sentence.', ['Cell wall', 'Chloroplast', 'Vacuole']), dueInDays: 1 }],
      },
      {
        name: 'Ecosystems',
        materials: [{ title: 'Food webs', html: lesson('Food webs', 'Energy flows from producers to consumers.', ['Producers', 'Consumers', 'Decomposers'], ['https://en.wikipedia.org/wiki/Food_web', 'Food web'], 'grass -> rabbit -> fox') }],
        assignments: [{ title: 'Field notes from the park', html: task('Observe a small area for 20 minutes and record what lives there.', ['List at least eight species', 'Draw one food chain']), dueInDays: 6 }],
      },
    ],
  },
];

const DAY_MS = 86_400_000;
const email = (role: string, n: number) => `${role}${n}@${DOMAIN}`;

async function seed(db: Kysely<Database>): Promise<string> {
  const now = Date.now();
  /** Content appears over the last three weeks, one item per hour, so "newest" is well defined. */
  let clock = now - 21 * DAY_MS;
  const tick = () => new Date((clock += 3_600_000)).toISOString();
  const at = new Date(now).toISOString();
  // argon2 is slow on purpose: one hash per distinct password, not per user.
  const [adminHash, teacherHash, studentHash] = await Promise.all([
    hashPassword(PASSWORDS.admin),
    hashPassword(PASSWORDS.teacher),
    hashPassword(PASSWORDS.student),
  ]);
  const user = (name: string, mail: string, role: 'admin' | 'teacher' | 'student', hash: string) => ({
    id: newId(), name, email: mail, password_hash: hash, role, created_at: at, updated_at: at,
  });
  const admin = user('Demo Admin', `admin@${DOMAIN}`, 'admin', adminHash);
  const teachers = TEACHERS.map((name, i) => user(name, email('teacher', i + 1), 'teacher', teacherHash));
  const students = STUDENTS.map((name, i) => user(name, email('student', i + 1), 'student', studentHash));
  const pick = <T>(list: T[], n: number): T => {
    const found = list[n - 1];
    if (found === undefined) throw new Error(`the demo data names user ${n}, who does not exist`);
    return found;
  };
  const counts = { topics: 0, materials: 0, assignments: 0, comments: 0 };

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values([admin, ...teachers, ...students]).execute();
    for (const demo of CLASSES) {
      const classId = newId();
      const created = tick();
      await trx.insertInto('classes').values({ id: classId, name: demo.name, description: demo.description, meeting_link: demo.meetingLink, created_at: created, updated_at: created }).execute();
      await trx.insertInto('class_members').values([
        ...demo.teachers.map((n) => ({ class_id: classId, user_id: pick(teachers, n).id, role: 'teacher' as const, created_at: created })),
        ...demo.students.map((n) => ({ class_id: classId, user_id: pick(students, n).id, role: 'student' as const, created_at: created })),
      ]).execute();
      const teacherId = pick(teachers, demo.teachers[0] ?? 1).id;
      const firstStudent = pick(students, demo.students[0] ?? 1);
      for (const topic of demo.topics) {
        const topicId = newId();
        await trx.insertInto('topics').values({ id: topicId, class_id: classId, name: topic.name, created_by: teacherId, created_at: tick() }).execute();
        counts.topics += 1;
        for (const m of topic.materials) {
          const id = newId();
          const t = tick();
          await trx.insertInto('materials').values({ id, topic_id: topicId, class_id: classId, title: m.title, content: m.html, created_by: teacherId, created_at: t, updated_at: t }).execute();
          counts.materials += 1;
          if (counts.materials % 3 === 1) {
            // A question and its answer on every third material.
            await trx.insertInto('comments').values([
              { id: newId(), class_id: classId, material_id: id, assignment_id: null, author_id: firstStudent.id, text: 'Could we go over the last example again in class?', created_at: tick() },
              { id: newId(), class_id: classId, material_id: id, assignment_id: null, author_id: teacherId, text: `Of course, ${firstStudent.name.split(' ')[0]}. We will start with it on Monday.`, created_at: tick() },
            ]).execute();
            counts.comments += 2;
          }
        }
        for (const a of topic.assignments) {
          const id = newId();
          const t = tick();
          const due = new Date(Math.round((now + a.dueInDays * DAY_MS) / 3_600_000) * 3_600_000).toISOString();
          await trx.insertInto('assignments').values({ id, topic_id: topicId, class_id: classId, title: a.title, description: a.html, due_date: due, created_by: teacherId, created_at: t, updated_at: t }).execute();
          counts.assignments += 1;
          if (a.dueInDays < 0) {
            await trx.insertInto('comments').values({ id: newId(), class_id: classId, material_id: null, assignment_id: id, author_id: firstStudent.id, text: 'Handed in on paper, I hope that is fine!', created_at: tick() }).execute();
            counts.comments += 1;
          }
        }
      }
    }
  });
  return `${CLASSES.length} classes, ${counts.topics} topics, ${counts.materials} materials, ${counts.assignments} assignments, ${counts.comments} comments`;
}

function accounts(): string {
  const rows = [
    [`admin@${DOMAIN}`, PASSWORDS.admin, 'Demo Admin'],
    ...TEACHERS.map((name, i) => [email('teacher', i + 1), PASSWORDS.teacher, name]),
    ...STUDENTS.map((name, i) => [email('student', i + 1), PASSWORDS.student, name]),
  ];
  return rows.map(([mail, password, name]) => `  ${mail?.padEnd(24)} ${password?.padEnd(14)} ${name}`).join('\n');
}

/** `--force` is the one option; anything else (a typo of it, say) stops before any work. */
function parseForce(args: string[]): boolean {
  const unknown = args.find((arg) => arg !== '--force');
  if (unknown !== undefined) throw new Error(`unknown option ${unknown} (the only option is --force)`);
  return args.length > 0;
}

async function main(): Promise<void> {
  const force = parseForce(process.argv.slice(2));
  const config = loadConfig();
  keepDataPrivate(config.DATA_DIR);
  const db = openConfiguredDb(config);
  try {
    await migrateToLatest(db);
    // Seeding a fresh database must not cost it the first admin that `npm start` would have made.
    const first = await ensureFirstAdmin(db.kysely, config);
    if (first?.generatedPassword) console.log(`First admin created: ${first.email} / ${first.generatedPassword}`);
    const existing = await db.kysely.selectFrom('users').select('id').where('email', '=', email('teacher', 1)).executeTakeFirst();
    if (existing) {
      console.log(`The demo school is already in this ${db.dialect} database; nothing to do.\n\nDemo accounts:\n${accounts()}`);
      return;
    }
    const inUse = await whyInUse(db.kysely);
    if (inUse && !force) {
      console.error(
        `seed:demo: refused: this ${db.dialect} database is in use (${inUse}), and the demo adds accounts whose passwords are published; to add them anyway: npm run seed:demo -- --force`,
      );
      process.exitCode = 1;
      return;
    }
    if (inUse) console.log(`Adding the demo school to a database in use (${inUse}), as --force asks.`);
    const summary = await seed(db.kysely);
    console.log(`Demo school created in the ${db.dialect} database: ${summary}.\n\nDemo accounts (email, password, name):\n${accounts()}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  // A bad environment variable (ConfigError) or an unreachable database: one line, like npm start.
  console.error(`seed:demo: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
