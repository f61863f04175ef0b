import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkStatus } from '@lyceum/shared/submissions';
import { WorkStatusBadge } from '@/features/coursework/components/work-status-badge';
import { WorkSummaryBadge } from '@/features/coursework/components/work-summary-badge';
import { FUTURE_DUE, PAST_DUE } from '@/features/coursework/test/fixtures';

const now = new Date('2025-06-01T12:00:00.000Z');

describe('WorkStatusBadge', () => {
  it.each<[WorkStatus, number | null, number | null, string]>([
    ['assigned', null, 10, 'Assigned'],
    ['turned_in', null, 10, 'Turned in'],
    ['turned_in_late', null, 10, 'Turned in late'],
    ['missing', null, 10, 'Missing'],
    ['returned', 8, 10, 'Returned 8/10'],
    ['returned', 8.5, 10, 'Returned 8.5/10'],
    ['returned', null, 10, 'Returned'],
    ['returned', 3, null, 'Returned 3'],
  ])('%s (grade %s of %s) reads %s', (status, grade, maxPoints, label) => {
    render(<WorkStatusBadge status={status} grade={grade} maxPoints={maxPoints} />);
    expect(screen.getByTestId('work-status')).toHaveTextContent(new RegExp(`^${label}$`));
    expect(screen.getByTestId('work-status')).toHaveAttribute('data-work-status', status);
  });
});

describe('WorkSummaryBadge (list items)', () => {
  it("shows a student's own status read against the due date", () => {
    const { rerender } = render(<WorkSummaryBadge work={{ kind: 'student', state: 'assigned', late: false, grade: null }} dueDate={PAST_DUE} maxPoints={10} now={now} />);
    expect(screen.getByTestId('work-status')).toHaveTextContent('Missing');
    rerender(<WorkSummaryBadge work={{ kind: 'student', state: 'assigned', late: false, grade: null }} dueDate={FUTURE_DUE} maxPoints={10} now={now} />);
    expect(screen.getByTestId('work-status')).toHaveTextContent('Assigned');
    rerender(<WorkSummaryBadge work={{ kind: 'student', state: 'turned_in', late: true, grade: null }} dueDate={PAST_DUE} maxPoints={10} now={now} />);
    expect(screen.getByTestId('work-status')).toHaveTextContent('Turned in late');
    rerender(<WorkSummaryBadge work={{ kind: 'student', state: 'returned', late: false, grade: 8 }} dueDate={PAST_DUE} maxPoints={10} now={now} />);
    expect(screen.getByTestId('work-status')).toHaveTextContent('Returned 8/10');
  });

  it("shows teachers how many have turned in, and nothing when the server sent no summary", () => {
    const { rerender } = render(<WorkSummaryBadge work={{ kind: 'teacher', turnedIn: 12, students: 30 }} dueDate={PAST_DUE} maxPoints={10} now={now} />);
    expect(screen.getByTestId('work-turned-in')).toHaveTextContent('12/30 turned in');
    rerender(<WorkSummaryBadge work={undefined} dueDate={PAST_DUE} maxPoints={10} now={now} />);
    expect(screen.queryByTestId('work-turned-in')).not.toBeInTheDocument();
    expect(screen.queryByTestId('work-status')).not.toBeInTheDocument();
  });
});
