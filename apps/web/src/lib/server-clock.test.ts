import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadAt, noteServerAnswer, resetServerClock } from '@/lib/server-clock';

const answer = (date: string | null) => new Response('{}', { headers: date === null ? {} : { date } });

afterEach(() => {
  resetServerClock();
  vi.restoreAllMocks();
});

describe('the moment the tab first read', () => {
  it('is the earliest answer’s Date, less its round trip and a 2 s margin', () => {
    expect(firstReadAt()).toBeNull();
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1_500);
    // Sent at 1,000 ms, answered at 1,500: half a second on the way.
    noteServerAnswer(answer('Mon, 01 Dec 2031 10:00:05 GMT'), 1_000);
    expect(firstReadAt()).toBe('2031-12-01T10:00:02.500Z');
    // A later answer does not move it; an earlier one does.
    noteServerAnswer(answer('Mon, 01 Dec 2031 10:00:09 GMT'), 1_400);
    expect(firstReadAt()).toBe('2031-12-01T10:00:02.500Z');
    noteServerAnswer(answer('Mon, 01 Dec 2031 10:00:04 GMT'), 1_500);
    expect(firstReadAt()).toBe('2031-12-01T10:00:02.000Z');
  });

  it('ignores an answer without a readable Date', () => {
    noteServerAnswer(answer(null), 0);
    noteServerAnswer(answer('yesterday'), 0);
    expect(firstReadAt()).toBeNull();
  });
});
