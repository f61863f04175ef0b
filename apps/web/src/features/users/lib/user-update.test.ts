import { describe, expect, it } from 'vitest';
import { buildUserUpdate } from '@/features/users/lib/user-update';

describe('buildUserUpdate (spec section 5)', () => {
  it('sends only non-empty fields, so a blank password keeps the current one', () => {
    expect(buildUserUpdate({ name: ' Ada ', email: '', password: '', role: 'teacher' }, { isSelf: false })).toEqual({
      name: 'Ada',
      role: 'teacher',
    });
    expect(buildUserUpdate({ name: '', email: 'a@b.org', password: 'new-pass', role: '' }, { isSelf: false })).toEqual({
      email: 'a@b.org',
      password: 'new-pass',
    });
  });

  it('never sends a role change for yourself', () => {
    expect(buildUserUpdate({ name: 'Me', email: '', password: '', role: 'student' }, { isSelf: true })).toEqual({ name: 'Me' });
  });
});
