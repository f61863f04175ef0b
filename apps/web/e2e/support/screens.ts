// Every screen of the spec, as data: who sees it, where it lives, and what shows that it has
// finished loading. The axe tests (support/a11y-checks.ts) and the screenshot script
// (screenshots/screens.shots.ts) walk the same list, so a screen added here is checked and pictured.
import type { Page } from 'playwright-core';
import type { LoginResponse } from '@lyceum/shared/auth';
import { ROSTER_SCREEN_MSG } from '@lyceum/shared/roster-screens';
import { apiCall, apiLogin, getAdminToken } from './api';
import { openOriginWithoutApp } from './browser';
import { createClassWithMembers, solidPng, tokenOf, type ClassFixture } from './content';
import { admin, baseUrl } from './env';
import { minimalPdf, uploadFile } from './files';
import { rosterBundle, rosterSchool } from './rosters';
import { createAssignment, createMaterial, createTopic, fromNow } from './seed-content';

const image = `data:image/png;base64,${solidPng(240, 100, [99, 102, 241]).toString('base64')}`;

/** Material content with its own headings, a link, a list, an image and highlighted code. */
export const RICH_CONTENT =
  '<h1>Newton’s laws</h1><p>Three rules describe how things move. <a href="https://en.wikipedia.org/wiki/Newton%27s_laws_of_motion" rel="noopener noreferrer" target="_blank">Read more</a>.</p>' +
  '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>Inertia</li><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>F = m·a</li>' +
  '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>force in newtons</li></ol>' +
  `<h2>Try it</h2><p><img src="${image}"></p>` +
  '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="javascript"><span class="ql-token hljs-keyword">const</span> force = mass * <span class="ql-token hljs-number">9.81</span>; <span class="ql-token hljs-comment">// newtons</span></div></div>';

export type Who = 'signed-out' | 'admin' | 'teacher' | 'student';

/**
 * The text a screen shows for one of its English texts: the English itself, or, in the
 * pseudo-locale walk (pseudo-locale.e2e.ts), that message of the catalogue as the pseudo-locale
 * writes it. Screens wait for what they show through it, so the same list serves every language.
 */
export type Say = (english: string) => string | RegExp;
const english: Say = (text) => text;

/** Known before seeding, so tests can be declared per screen. */
export const SCREEN_NAMES = [
  'login', 'dashboard', 'mobile-nav', 'classes', 'class-create', 'class-info', 'class-topics', 'class-classwork', 'topic-dialog',
  'class-edit', 'material-view', 'assignment-view', 'material-form', 'assignment-form', 'all-assignments',
  'all-materials', 'users', 'register', 'settings', 'not-found', 'not-found-signed-out', 'access-denied',
  'attachment-preview', 'your-work', 'student-work', 'gradebook', 'my-grades', 'import-preview', 'import-result', 'quiz-import',
  'question-bank', 'bank-dialog', 'question-form', 'question-answer', 'question-answers', 'copy-class-dialog',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

export interface Screen {
  name: ScreenName;
  who: Who;
  path: string;
  /** Waits until the screen shows its data (and opens a tab or dialog where the screen is one). */
  ready: (page: Page, say: Say) => Promise<void>;
  /** Only at phone width (the navigation sheet). */
  phoneOnly?: boolean;
  /** A dialog or sheet over the page: pictured as the viewport shows it, not the whole page. */
  overlay?: boolean;
}

export interface ScreenData {
  fixture: ClassFixture;
  sessions: Record<Exclude<Who, 'signed-out'>, { response: LoginResponse; email: string }>;
  screens: Screen[];
}

/** The screen of that name (the seeded list holds each exactly once; see seedScreens). */
export function screenNamed(data: ScreenData, name: ScreenName): Screen {
  const screen = data.screens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`no screen named ${name}`);
  return screen;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 }).first().waitFor();
const testId = (page: Page, id: string) => page.getByTestId(id).first().waitFor();

async function openTopicsTab(page: Page, say: Say) {
  // The seeded class has two topics (seedScreens).
  await page.getByRole('tab', { name: say('Topics (2)') }).click();
  await testId(page, 'topic-item');
}

/** Seeds one class with content through the API and returns the screens that show it. */
export async function seedScreens(label: string): Promise<ScreenData> {
  const fixture = await createClassWithMembers(label);
  const token = await tokenOf(fixture.teacher);
  await apiCall('PUT', `/api/classes/${fixture.classId}/meeting-link`, {
    token,
    body: { meetingLink: 'https://meet.example.com/physics' },
  });
  const topic = await createTopic(token, fixture.classId, 'Mechanics');
  await createTopic(token, fixture.classId, 'Waves and optics');
  const material = await createMaterial(token, topic._id, 'Forces and motion', RICH_CONTENT);
  await createMaterial(token, topic._id, 'Friction explained');
  // Attachments of every sort the views show: a PDF and an image (both previewable) and a link.
  const upload = (name: string, bytes: Buffer, type: string) => uploadFile(token, fixture.classId, name, bytes, type);
  const notes = await upload('newtons-laws-summary.pdf', minimalPdf("Newton's laws, in one page"), 'application/pdf');
  const diagram = await upload('free-body-diagram.png', solidPng(480, 300, [14, 165, 233]), 'image/png');
  const link = { kind: 'link', url: 'https://en.wikipedia.org/wiki/Newton%27s_laws_of_motion', name: 'Newton’s laws on Wikipedia' };
  await apiCall('PUT', `/api/materials/${material._id}`, {
    token,
    body: { title: material.title, content: material.content, topic: topic._id, attachments: [{ kind: 'file', file: notes._id }, { kind: 'file', file: diagram._id }, link] },
  });
  // Overdue, so its view shows the destructive due badge (contrast checked in both themes).
  const assignment = await createAssignment(token, topic._id, {
    title: 'Lab report 1',
    dueDate: '2024-01-10T09:00:00Z',
    description: '<h2>Measure</h2><p>Time the <strong>fall</strong> of a ball and compare it with <em>g</em>. <a href="https://example.org">Notes</a></p>',
  });
  const sheet = await upload('lab-sheet.txt', Buffer.from('Drop height (m), time (s)\n'), 'text/plain');
  await apiCall('PUT', `/api/assignments/${assignment._id}`, {
    token,
    body: { title: assignment.title, description: assignment.description, dueDate: assignment.dueDate, topic: topic._id, attachments: [{ kind: 'file', file: sheet._id }, link] },
  });
  // Worth 10 points: the student's work on it is turned in, graded 8 and returned; the other
  // student's is turned in (late) and waits, so the coursework screens show each kind of state.
  await apiCall('PUT', `/api/assignments/${assignment._id}`, {
    token,
    body: { title: assignment.title, description: assignment.description, dueDate: assignment.dueDate, topic: topic._id, maxPoints: 10 },
  });
  for (const [student, answer] of [
    [fixture.student, '<p>The ball fell 1.2 m in <strong>0.49 s</strong>, so g ≈ 10 m/s².</p>'],
    [fixture.otherStudent, '<p>Three drops, averaged: 0.50 s.</p>'],
  ] as const) {
    const work = `/api/assignments/${assignment._id}/submissions/${student._id}`;
    const studentToken = await tokenOf(student);
    await apiCall('PUT', work, { token: studentToken, body: { answer } });
    await apiCall('POST', `${work}/turn-in`, { token: studentToken });
  }
  const graded = `/api/assignments/${assignment._id}/submissions/${fixture.student._id}`;
  await apiCall('PUT', `${graded}/grade`, { token, body: { grade: 8, feedback: 'Good method; give the uncertainty too.' } });
  await apiCall('POST', `${graded}/return`, { token });
  await apiCall('POST', `${graded}/comments`, { token: await tokenOf(fixture.student), body: { text: 'Should I repeat the drops?' } });
  await createAssignment(token, topic._id, { title: 'Problem set 1', dueDate: fromNow(2) });
  await createAssignment(token, topic._id, { title: 'Reading: chapter 1', dueDate: fromNow(0.2) });
  for (const [user, text] of [
    [fixture.student, 'Does this hold in space too?'],
    [fixture.teacher, 'Yes. The second law is the same everywhere.'],
  ] as const) {
    const body = { text, targetType: 'material', target: material._id };
    await apiCall('POST', '/api/comments', { token: await tokenOf(user), body });
    await apiCall('POST', '/api/comments', { token: await tokenOf(user), body: { ...body, targetType: 'assignment', target: assignment._id } });
  }

  const login = async (email: string, password: string) => ({ response: await apiLogin(email, password), email });
  const sessions = {
    admin: await login(admin.email, admin.password),
    teacher: await login(fixture.teacher.email, fixture.teacher.password),
    student: await login(fixture.student.email, fixture.student.password),
  };

  // The Import screen: a bundle with problems and warnings to preview, and a finished import to open.
  const brokenBundle = await rosterBundle(rosterSchool(`${label}b`), { broken: true });
  // A delta: committed on the server every journey shares, a bulk bundle would take out the roster
  // the Import screen's own journey committed (its users deactivated, its classes archived).
  const committedImport = await seedCommittedImport(await rosterBundle(rosterSchool(label), { delta: true }));
  const previewBroken = async (p: Page, say: Say) => {
    await p.getByLabel(say(ROSTER_SCREEN_MSG.importFileLabel)).setInputFiles({ name: 'harbour-school.zip', mimeType: 'application/zip', buffer: brokenBundle });
    await p.getByRole('button', { name: say(ROSTER_SCREEN_MSG.importPreview) }).click();
    await testId(p, 'import-warning');
  };

  const cls = `/dashboard/classes/${fixture.classId}`;
  const base = `${cls}/topics/${topic._id}`;
  // The teacher's question bank (issue 36): one question, tagged, for its page and the builder's dialog.
  await apiCall('POST', '/api/question-bank/items', {
    token,
    body: { items: [{ item: { kind: 'true_false', id: 'q1', prompt: '<p>A newton is a unit of force.</p>', points: 1, correct: true }, tags: ['forces'] }] },
  });
  // A question post (issue 36), multiple choice with the class's answers shared: the student has
  // answered it, so their page shows the answer and the counts, and the teacher's Answers tab has one.
  const question = await apiCall<{ assignment: { _id: string } }>('POST', '/api/questions', {
    token,
    body: {
      topic: topic._id,
      title: 'Which force keeps the Moon in orbit?',
      dueDate: fromNow(3).toISOString(),
      maxPoints: 2,
      question: { kind: 'multiple_choice', choices: ['Gravity', 'Friction', 'Magnetism'], showClassmates: true, studentsCanEdit: false },
    },
  });
  const questionPath = `${base}/assignments/${question.assignment._id}`;
  await apiCall('PUT', `/api/questions/${question.assignment._id}/answer`, { token: await tokenOf(fixture.student), body: { choice: 0 } });
  const screens: Screen[] = [
    { name: 'login', who: 'signed-out', path: '/login', ready: (p) => heading(p, 'Lyceum') },
    { name: 'dashboard', who: 'teacher', path: '/dashboard', ready: (p) => testId(p, 'dashboard-assignment') },
    { name: 'mobile-nav', who: 'admin', path: '/dashboard', phoneOnly: true, overlay: true, ready: openMobileNav },
    { name: 'classes', who: 'teacher', path: '/dashboard/classes', ready: (p) => testId(p, 'class-card') },
    { name: 'class-create', who: 'admin', path: '/dashboard/classes/create', ready: (p, say) => heading(p, say('Create Class')) },
    { name: 'class-info', who: 'teacher', path: cls, ready: (p) => testId(p, 'member') },
    { name: 'class-topics', who: 'teacher', path: cls, ready: openTopicsTab },
    { name: 'class-classwork', who: 'teacher', path: `${cls}?tab=classwork`, ready: (p) => testId(p, 'classwork-item') },
    {
      name: 'topic-dialog',
      who: 'teacher',
      path: cls,
      overlay: true,
      ready: async (p, say) => {
        await openTopicsTab(p, say);
        await p.getByRole('button', { name: say('View Mechanics') }).click();
        await p.getByRole('dialog').getByText('Lab report 1').waitFor();
      },
    },
    {
      name: 'copy-class-dialog',
      who: 'teacher',
      path: cls,
      overlay: true,
      ready: async (p, say) => {
        await p.getByRole('button', { name: say('Copy class') }).click();
        await p.getByRole('dialog').getByRole('textbox').waitFor();
      },
    },
    { name: 'class-edit', who: 'admin', path: `${cls}/edit`, ready: (p) => testId(p, 'member') },
    { name: 'material-view', who: 'teacher', path: `${base}/materials/${material._id}`, ready: (p) => testId(p, 'comment') },
    { name: 'assignment-view', who: 'student', path: `${base}/assignments/${assignment._id}`, ready: (p) => testId(p, 'comment') },
    {
      name: 'material-form',
      who: 'teacher',
      path: `${base}/materials/${material._id}/edit`,
      ready: (p) => p.locator('.ql-editor .hljs-keyword').waitFor(),
    },
    {
      name: 'assignment-form',
      who: 'teacher',
      path: `${base}/assignments/${assignment._id}/edit`,
      ready: (p) => p.locator('.ql-editor strong').waitFor(),
    },
    { name: 'all-assignments', who: 'student', path: '/dashboard/assignments', ready: (p) => testId(p, 'assignment-item') },
    { name: 'all-materials', who: 'student', path: '/dashboard/materials', ready: (p) => testId(p, 'material-item') },
    { name: 'users', who: 'admin', path: '/dashboard/users', ready: (p) => testId(p, 'user-row') },
    { name: 'register', who: 'admin', path: '/dashboard/register', ready: (p, say) => heading(p, say('Register New User')) },
    { name: 'settings', who: 'student', path: '/dashboard/profile', ready: (p, say) => heading(p, say('Settings')) },
    { name: 'not-found', who: 'student', path: '/dashboard/no-such-page', ready: (p, say) => heading(p, say('Page not found')) },
    { name: 'not-found-signed-out', who: 'signed-out', path: '/no/such/page', ready: (p, say) => heading(p, say('Page not found')) },
    { name: 'access-denied', who: 'teacher', path: '/dashboard/users', ready: (p, say) => heading(p, say('Access Denied')) },
    {
      name: 'attachment-preview',
      who: 'student',
      path: `${base}/materials/${material._id}`,
      overlay: true,
      ready: async (p, say) => {
        await p.getByRole('button', { name: say('Preview free-body-diagram.png') }).click();
        await p.getByRole('dialog').getByRole('img', { name: 'free-body-diagram.png' }).evaluate((img: HTMLImageElement) => img.decode());
      },
    },
    {
      name: 'your-work',
      who: 'student',
      path: `${base}/assignments/${assignment._id}`,
      ready: async (p, say) => {
        await p.getByTestId('your-work').getByTestId('work-status').filter({ hasText: say('Returned 8/10') }).waitFor();
        await testId(p, 'private-comments');
      },
    },
    {
      name: 'student-work',
      who: 'teacher',
      path: `${base}/assignments/${assignment._id}?view=work&student=${fixture.student._id}`,
      ready: (p) => p.getByTestId('grading-panel').getByText('0.49 s').waitFor(),
    },
    { name: 'gradebook', who: 'teacher', path: `${cls}?tab=grades`, ready: (p) => testId(p, 'gradebook-row') },
    { name: 'my-grades', who: 'student', path: `${cls}?tab=grades`, ready: (p) => testId(p, 'my-grade') },
    { name: 'import-preview', who: 'admin', path: '/dashboard/import', ready: previewBroken },
    {
      name: 'import-result',
      who: 'admin',
      path: `/dashboard/import?import=${committedImport}`,
      ready: (p, say) => p.getByRole('heading', { name: say('Result') }).waitFor(),
    },
    {
      // The quiz builder's Import questions dialog, previewing pasted GIFT with a question that has a problem.
      name: 'quiz-import',
      who: 'teacher',
      path: `${base}/quizzes/create`,
      overlay: true,
      ready: async (p, say) => {
        await p.getByRole('button', { name: say('Import questions') }).click();
        const dialog = p.getByRole('dialog');
        await dialog.getByLabel(say('Or paste GIFT text')).fill('::Units:: The unit of force is the {=newton ~joule}\n\n::Broken:: Two plus two? {=4 ~5\n');
        await dialog.getByRole('button', { name: say('Preview the text') }).click();
        await dialog.getByRole('checkbox').nth(1).waitFor();
      },
    },
    { name: 'question-bank', who: 'teacher', path: '/dashboard/question-bank', ready: (p) => testId(p, 'bank-item') },
    {
      name: 'bank-dialog',
      who: 'teacher',
      path: `${base}/quizzes/create`,
      overlay: true,
      ready: async (p, say) => {
        await p.getByRole('button', { name: say('Add from bank') }).click();
        await p.getByRole('dialog').getByTestId('bank-item').first().waitFor();
      },
    },
    {
      name: 'question-form',
      who: 'teacher',
      path: `${base}/questions/${question.assignment._id}/edit`,
      ready: async (p, say) => {
        await p.getByRole('button', { name: say('Add choice') }).waitFor();
        await p.locator('.ql-editor').waitFor();
      },
    },
    { name: 'question-answer', who: 'student', path: questionPath, ready: (p) => testId(p, 'choice-counts') },
    { name: 'question-answers', who: 'teacher', path: `${questionPath}?view=results`, ready: (p) => testId(p, 'choice-counts') },
  ];
  const names = screens.map((screen) => screen.name).sort();
  if (JSON.stringify(names) !== JSON.stringify([...SCREEN_NAMES].sort())) throw new Error('SCREEN_NAMES and the seeded screens differ');
  return { fixture, sessions, screens };
}

/** Previews and commits a OneRoster bundle through the API, as the Import screen does; answers its id once committed. */
async function seedCommittedImport(zip: Buffer): Promise<string> {
  const token = await getAdminToken();
  const previewed = await fetch(`${baseUrl}/api/imports/oneroster/preview`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/zip' },
    body: new Uint8Array(zip),
  });
  if (previewed.status !== 201) throw new Error(`preview: ${previewed.status} ${await previewed.text()}`);
  const { _id: id } = (await previewed.json()) as { _id: string };
  await apiCall('POST', `/api/imports/${id}/commit`, { token });
  for (let tries = 0; tries < 300; tries += 1) {
    const { status } = await apiCall<{ status: string }>('GET', `/api/imports/${id}`, { token });
    if (status === 'committed') return id;
    if (status !== 'running') throw new Error(`import ${id} ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} still running`);
}

async function openMobileNav(page: Page, say: Say) {
  await page.getByRole('button', { name: say('Open menu') }).click();
  await page.getByRole('dialog', { name: say('Navigation') }).waitFor();
}

/**
 * Opens `screen` as its user: the session goes into storage the way the client keeps it (no
 * sign-in round trip per screen), then the page loads and `ready` waits for the data.
 */
export async function openScreen(page: Page, data: ScreenData, screen: Screen, say: Say = english): Promise<void> {
  if (!page.url().startsWith('http')) await openOriginWithoutApp(page);
  const session = screen.who === 'signed-out' ? null : data.sessions[screen.who];
  await page.evaluate((stored) => {
    if (!stored) {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
      return;
    }
    const { response, email } = stored;
    localStorage.setItem('token', response.token);
    localStorage.setItem('user', JSON.stringify({ _id: response._id, name: response.name, email, role: response.role, avatar: null }));
  }, session);
  await page.goto(screen.path);
  await screen.ready(page, say);
  await settled(page);
}

/** Waits for running animations (dialog zoom, sheet slide, skeleton pulse excepted) to finish. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Stores the theme choice for the next page load. */
export async function storeTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  if (!page.url().startsWith('http')) await openOriginWithoutApp(page);
  await page.evaluate((value) => localStorage.setItem('lyceum-theme', value), theme);
}
