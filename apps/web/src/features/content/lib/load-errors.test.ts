import { describe, expect, it } from 'vitest';
import { MSG } from '@lyceum/shared/messages';
import type { Topic } from '@lyceum/shared/topics';
import { ApiError } from '@/lib/api-client';
import { translator } from '@/lib/i18n/i18n-context';
import { formLoadState } from '@/features/content/lib/form-load';
import { formLoadErrorText, viewLoadErrorText } from '@/features/content/lib/load-errors';

const err = (status: number) => new ApiError(status, 'server says no');
// English, as a user whose language it is reads them.
const t = translator('en', null);

describe('view load errors (spec section 8)', () => {
  it.each([
    [403, MSG.materialForbidden, MSG.assignmentForbidden],
    [404, MSG.materialNotFound, MSG.assignmentNotFound],
    [500, MSG.materialLoadFailed, MSG.assignmentLoadFailed],
  ])('%i', (status, material, assignment) => {
    expect(viewLoadErrorText('material', err(status), t)).toBe(material);
    expect(viewLoadErrorText('assignment', err(status), t)).toBe(assignment);
  });

  it('treats a network failure as "other"', () => {
    expect(viewLoadErrorText('material', new TypeError('Failed to fetch'), t)).toBe(MSG.materialLoadFailed);
  });
});

describe('form load errors (spec section 8)', () => {
  it.each([
    [401, MSG.authFailed],
    [403, MSG.resourceForbidden],
    [404, MSG.materialNotFound],
    [500, MSG.formLoadFailed],
  ])('%i', (status, text) => {
    expect(formLoadErrorText(err(status), MSG.materialNotFound, t)).toBe(text);
  });
});

const topic: Topic = { _id: 't1', name: 'T', class: 'c1', className: 'C', createdAt: '', materialsCount: 0, assignmentsCount: 0 };
const ok = <T,>(data: T) => ({ isPending: false, error: null, data });
const failed = (status: number) => ({ isPending: false, error: err(status), data: undefined });

describe('formLoadState', () => {
  const base = { allowed: true, classId: 'c1', recordNotFound: MSG.assignmentNotFound, t };

  it('refuses users who may not manage content', () => {
    expect(formLoadState({ ...base, allowed: false, topic: ok(topic), record: null })).toEqual({ state: 'error', message: MSG.resourceForbidden });
  });

  it("says the record's own 'not found' when editing a missing one", () => {
    expect(formLoadState({ ...base, topic: ok(topic), record: failed(404) })).toEqual({ state: 'error', message: MSG.assignmentNotFound });
  });

  it("says 'Topic or class not found.' for a missing topic, or one of another class", () => {
    expect(formLoadState({ ...base, topic: failed(404), record: null })).toEqual({ state: 'error', message: MSG.topicOrClassNotFound });
    expect(formLoadState({ ...base, classId: 'other', topic: ok(topic), record: null })).toEqual({
      state: 'error',
      message: MSG.topicOrClassNotFound,
    });
  });

  it('waits for both loads, then is ready', () => {
    expect(formLoadState({ ...base, topic: ok(topic), record: { isPending: true, error: null, data: undefined } })).toEqual({ state: 'loading' });
    expect(formLoadState({ ...base, topic: ok(topic), record: ok({}) })).toEqual({ state: 'ready' });
  });
});
