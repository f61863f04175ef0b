import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, sessionFromLogin, writeStoredSession } from '@/lib/session/session-storage';

const user = { _id: 'u1', name: 'Ada', email: 'Ada@School.org', role: 'admin', avatar: null };

afterEach(() => vi.restoreAllMocks());

describe('readStoredSession (spec section 4)', () => {
  it('restores when both token and a readable user are stored', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user));
    expect(await readStoredSession()).toEqual({ token: 't', user });
  });

  it('keeps only the five fields of a stored user, whatever else was stored with them', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ ...user, isAdmin: true, token: 'old' }));
    expect(await readStoredSession()).toEqual({ token: 't', user });
  });

  it('is signed out, silently, when nothing is stored', async () => {
    const warn = vi.spyOn(console, 'warn');
    expect(await readStoredSession()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['token only', () => localStorage.setItem('token', 't')],
    ['user only', () => localStorage.setItem('user', JSON.stringify(user))],
  ])('clears both items with a warning when only one exists (%s)', async (_label, store) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store();
    expect(await readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['not JSON', '{oops'],
    ['missing fields', JSON.stringify({ _id: 'u1', name: 'Ada' })],
    ['unknown role', JSON.stringify({ ...user, role: 'principal' })],
    ['a name of another type', JSON.stringify({ ...user, name: 42 })],
    ['an avatar of another type', JSON.stringify({ ...user, avatar: { url: 'x' } })],
    ['null', 'null'],
  ])('clears both items with an error when the user cannot be read (%s)', async (_label, raw) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 't');
    localStorage.setItem('user', raw);
    expect(await readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('sessionFromLogin', () => {
  it('keeps the email as typed and stores _id, name, email, role and avatar', () => {
    const session = sessionFromLogin({ token: 'jwt', _id: 'u1', name: 'Ada', role: 'admin' }, 'Ada@School.org');
    writeStoredSession(session);
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
  });
});
