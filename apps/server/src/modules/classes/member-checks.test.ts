import { describe, expect, it } from 'vitest';
import { HttpError, type LocalizedText } from '../../lib/http-errors';
import { CLASS_MSG } from './class-messages';
import { addProblem, removeProblem, writeMembers } from './member-checks';

const tess = { id: 't1', name: 'Tess', role: 'teacher' };
const sam = { id: 's1', name: 'Sam', role: 'student' };
const users = [tess, sam];
/** A check's problem as the API answers it in English. */
const english = (problem: LocalizedText | null) => problem && new HttpError(400, problem).message;

describe('addProblem', () => {
  it('accepts users of the role who are not members yet', () => {
    expect(english(addProblem('teachers', 'teacher', ['t1'], users, []))).toBeNull();
    expect(english(addProblem('students', 'student', ['s1'], users, [{ user_id: 't1', role: 'teacher' }]))).toBeNull();
  });

  it('reports the first problem in list order', () => {
    expect(english(addProblem('teachers', 'teacher', ['t1', 'x', 's1'], users, []))).toBe(CLASS_MSG.unknownUser('x'));
    expect(english(addProblem('teachers', 'teacher', ['s1', 'x'], users, []))).toBe(CLASS_MSG.wrongRole('Sam', 'teacher'));
    expect(english(addProblem('teachers', 'teacher', ['t1'], users, [{ user_id: 't1', role: 'teacher' }]))).toBe(
      CLASS_MSG.alreadyMember('Tess', 'teacher'),
    );
  });

  it('reports a repeated id before anything else', () => {
    expect(english(addProblem('students', 'student', ['x', 's1', 's1'], users, []))).toBe(CLASS_MSG.duplicateId('students', 's1'));
  });
});

describe('removeProblem', () => {
  it('accepts members of that role only', () => {
    const memberships = [{ user_id: 't1', role: 'teacher' as const }, { user_id: 's1', role: 'student' as const }];
    expect(english(removeProblem('teachers', 'teacher', ['t1'], users, memberships))).toBeNull();
    expect(english(removeProblem('students', 'student', ['t1'], users, memberships))).toBe(CLASS_MSG.notMember('Tess', 'student'));
    expect(english(removeProblem('students', 'student', ['s1'], users, []))).toBe(CLASS_MSG.notMember('Sam', 'student'));
    expect(english(removeProblem('students', 'student', ['zz'], users, memberships))).toBe(CLASS_MSG.unknownUser('zz'));
  });
});

describe('writeMembers', () => {
  it('turns a lost race (unique or foreign-key violation, on either engine) into a 400', async () => {
    for (const code of ['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_FOREIGNKEY', '23505', '23503']) {
      const failing = writeMembers(() => Promise.reject(Object.assign(new Error('constraint'), { code })));
      await expect(failing).rejects.toBeInstanceOf(HttpError);
      await expect(failing).rejects.toMatchObject({ statusCode: 400, message: CLASS_MSG.membersChanged });
    }
  });

  it('passes results and other errors through', async () => {
    await expect(writeMembers(() => Promise.resolve(7))).resolves.toBe(7);
    const boom = new Error('disk full');
    await expect(writeMembers(() => Promise.reject(boom))).rejects.toBe(boom);
  });
});
