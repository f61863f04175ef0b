import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const SMTP = { SMTP_URL: 'smtp://mailer:secret@smtp.school.example:587', MAIL_FROM: 'Lyceum <noreply@school.example>', PUBLIC_URL: 'https://lyceum.school.example' };

describe('email configuration', () => {
  it('is off unless set, and takes an SMTP URL, a From and the public address together', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    const config = loadConfig(SMTP);
    expect([config.SMTP_URL, config.MAIL_FROM]).toEqual([SMTP.SMTP_URL, SMTP.MAIL_FROM]);
    expect(loadConfig({ ...SMTP, SMTP_URL: 'smtps://smtp.school.example', MAIL_FROM: 'noreply@school.example' }).MAIL_FROM).toBe('noreply@school.example');
  });

  it('names the variable and what is wrong in one line', () => {
    expect(() => loadConfig({ ...SMTP, SMTP_URL: 'http://smtp.school.example' })).toThrow('Invalid environment variable SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(() => loadConfig({ ...SMTP, MAIL_FROM: 'nobody' })).toThrow(
      'Invalid environment variable MAIL_FROM: must be an email address, or a name and an address: Lyceum <noreply@school.example>',
    );
    // A From that would add a header of its own is refused, not sent.
    expect(() => loadConfig({ ...SMTP, MAIL_FROM: 'Lyceum <a@school.example>\r\nBcc: <all@school.example>' })).toThrow(/^Invalid environment variable MAIL_FROM: /);
    expect(() => loadConfig({ SMTP_URL: SMTP.SMTP_URL, PUBLIC_URL: SMTP.PUBLIC_URL })).toThrow('Invalid environment variable MAIL_FROM: must be set when SMTP_URL is (the From of every email)');
    expect(() => loadConfig({ MAIL_FROM: SMTP.MAIL_FROM })).toThrow('Invalid environment variable SMTP_URL: must be set when MAIL_FROM is (where email goes out)');
    expect(() => loadConfig({ SMTP_URL: SMTP.SMTP_URL, MAIL_FROM: SMTP.MAIL_FROM })).toThrow(
      "Invalid environment variable PUBLIC_URL: must be set when SMTP_URL is (emails link to the web app's address)",
    );
  });
});
