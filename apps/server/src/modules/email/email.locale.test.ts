import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { createEmailTestContext, type EmailTestContext } from '../../../test/email-context';

/**
 * Emails go out in the recipient's language, not the sender's (issue 38): a Spanish-speaking
 * student gets a new assignment posted by an English-speaking teacher in Spanish, its due date in
 * their time zone; someone who chose no language gets the school's default.
 */
let t: EmailTestContext;
let teacher: TestUser;
let sofia: TestUser;
let kenji: TestUser;
let topicId: string;

beforeAll(async () => {
  t = await createEmailTestContext();
  const f = t.ctx.factories;
  teacher = await f.user('teacher', { name: 'Tess Teacher' });
  sofia = await f.user('student', { name: 'Sofía Student', email: 'sofia@school.test' });
  kenji = await f.user('student', { name: 'Kenji Student', email: 'kenji@school.test' });
  const klass = await f.klass({ name: 'Algebra', teachers: [teacher.id], students: [sofia.id, kenji.id] });
  topicId = (await f.topic(klass.id)).id;
  for (const student of [sofia, kenji]) {
    const res = await t.ctx.request({ method: 'PUT', url: '/api/notifications/preferences', token: student.token, payload: { preferences: [{ kind: 'new_assignment', channel: 'both' }] } });
    expect(res.statusCode, res.body).toBe(200);
  }
  // The teacher reads English; Sofía chose Spanish and Madrid's time; Kenji chose nothing.
  const en = await t.ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: teacher.token, payload: { locale: 'en' } });
  expect(en.statusCode, en.body).toBe(200);
  const es = await t.ctx.request({ method: 'PUT', url: '/api/auth/me/preferences', token: sofia.token, payload: { locale: 'es', timeZone: 'Europe/Madrid' } });
  expect(es.statusCode, es.body).toBe(200);
  expect(es.json()).toMatchObject({ localePreference: 'es', locale: 'es', timeZone: 'Europe/Madrid' });
});
afterAll(() => t.close());

describe('notification email in the recipient language', () => {
  it('reaches a Spanish-speaking student in Spanish, and one who chose none in the school default', async () => {
    const admin = await t.ctx.factories.user('admin');
    const school = await t.ctx.request({ method: 'PUT', url: '/api/school-settings', token: admin.token, payload: { defaultLocale: 'ja' } });
    expect(school.statusCode, school.body).toBe(200);

    const res = await t.ctx.request({
      method: 'POST',
      url: '/api/assignments',
      token: teacher.token,
      payload: { title: 'Essay', description: '<p>Write it</p>', dueDate: '2031-01-01T10:00:00Z', maxPoints: 10, topic: topicId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await t.sink.waitFor(2);
    const to = (address: string) => mails.find((mail) => mail.envelope.to.includes(address))!.parsed;

    const spanish = to('sofia@school.test');
    // 11:00 in Madrid (UTC+1 in January), in Spanish.
    expect(spanish.subject).toMatch(/^Tess Teacher ha publicado una tarea nueva en Algebra: Essay \(entrega: .*11:00.*; 10 puntos\)$/);
    expect(spanish.text).toContain('Hola, Sofía Student:');
    expect(spanish.text).toContain('- Tess Teacher ha publicado una tarea nueva en Algebra: Essay\n  Fecha de entrega: ');
    expect(spanish.text).toContain('Recibes estos correos porque elegiste el correo electrónico para: Tareas nuevas en mis clases.');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain('>Abrir en Lyceum</a>');

    const japanese = to('kenji@school.test');
    expect(japanese.subject).toMatch(/^Tess Teacher さんが Algebra に新しい課題を投稿しました: Essay/);
    expect(japanese.text).toContain('Kenji Student さん');
  });
});
