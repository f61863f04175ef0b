import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@lyceum/shared/users';
import { ApiError } from '@/lib/api-client';
import { loadUsersWithFallback } from '@/features/users/api/users-api';

const person = (id: string, role: PublicUser['role']): PublicUser => ({
  _id: id,
  name: id,
  email: `${id}@x.org`,
  role,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'active',
});

describe('loadUsersWithFallback (spec sections 7-8)', () => {
  it('uses GET /api/users when it works', async () => {
    const teachers = vi.fn();
    const result = await loadUsersWithFallback(async () => [person('a', 'admin')], teachers, teachers);
    expect(result).toEqual({ users: [person('a', 'admin')], fromFallback: false });
    expect(teachers).not.toHaveBeenCalled();
  });

  it('merges teachers and students, de-duplicated, when the list fails otherwise', async () => {
    const result = await loadUsersWithFallback(
      async () => Promise.reject(new ApiError(500, 'boom')),
      async () => [person('t1', 'teacher'), person('t2', 'teacher')],
      async () => [person('s1', 'student'), person('t2', 'teacher')],
    );
    expect(result.fromFallback).toBe(true);
    expect(result.users.map((user) => user._id)).toEqual(['t1', 't2', 's1']);
  });

  it.each([401, 403])('does not fall back on %i', async (status) => {
    const teachers = vi.fn();
    await expect(
      loadUsersWithFallback(async () => Promise.reject(new ApiError(status, 'no')), teachers, teachers),
    ).rejects.toMatchObject({ status });
    expect(teachers).not.toHaveBeenCalled();
  });

  it('keeps the original error when the fallback fails too', async () => {
    const failing = async () => Promise.reject(new ApiError(500, 'members down'));
    await expect(loadUsersWithFallback(async () => Promise.reject(new ApiError(502, 'list down')), failing, failing)).rejects.toMatchObject({
      status: 502,
    });
  });
});
