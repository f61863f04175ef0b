import { describe, expect, it } from 'vitest';
import { formatDueDate } from '@/lib/dates';
import { dueBadge } from '@/features/content/lib/due-badge';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('dueBadge', () => {
  it("is 'Due: ...' in the normal style while the moment is ahead", () => {
    const due = '2025-03-11T12:00:00.000Z';
    expect(dueBadge(due, now)).toEqual({ text: `Due: ${formatDueDate(due)}`, variant: 'secondary' });
  });

  it("is 'Overdue: ...' in the destructive style once it has passed", () => {
    const due = '2025-03-10T11:59:59.000Z';
    expect(dueBadge(due, now)).toEqual({ text: `Overdue: ${formatDueDate(due)}`, variant: 'destructive' });
  });

  it('is still due at the exact moment', () => {
    expect(dueBadge(now.toISOString(), now).variant).toBe('secondary');
  });
});
