import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AssignmentListItem } from '@/features/lists/components/assignment-list-item';
import { assignmentItem } from '@/features/lists/test/fixtures';

// Local times, so the calendar-day arithmetic holds in whatever zone the tests run.
const now = new Date(2025, 2, 10, 12, 0);
const at = (day: number, hour: number) => new Date(2025, 2, day, hour, 0).toISOString();

function renderItem(dueDate: string) {
  renderWithProviders(
    <ul>
      <AssignmentListItem assignment={assignmentItem('a1', dueDate)} now={now} />
    </ul>,
  );
  return screen.getByTestId('assignment-item');
}

describe('AssignmentListItem: the derived status (spec section 4)', () => {
  it.each([
    ['an hour ago', 'Overdue', at(10, 11), 'overdue', null],
    ['later today', 'Due Soon', at(10, 23), 'due-soon', 'Due today'],
    ['tomorrow', 'Due Soon', at(11, 9), 'due-soon', 'Due tomorrow'],
    ['in exactly 3 days', 'Due Soon', at(13, 12), 'due-soon', '3 days left'],
    ['in 4 days', 'Upcoming', at(14, 8), 'upcoming', '4 days left'],
    ['in 30 days', 'Upcoming', at(40, 8), 'upcoming', '30 days left'],
  ] as const)('due %s: %s', (_when, text, dueDate, status, label) => {
    const item = renderItem(dueDate);
    const badge = within(item).getByTestId('assignment-status');
    expect(badge).toHaveTextContent(new RegExp(`^${text}$`));
    expect(badge).toHaveAttribute('data-status', status);
    if (label) expect(within(item).getByText(label)).toBeInTheDocument();
    else expect(within(item).queryByText(/Due today|Due tomorrow|days left/)).not.toBeInTheDocument();
  });

  it('shows the overdue badge in the destructive style', () => {
    const badge = within(renderItem(at(9, 12))).getByTestId('assignment-status');
    expect(badge.className).toMatch(/bg-destructive/);
  });

  it('shows title, class and topic, and the due date with its time zone, linking to the assignment', () => {
    const dueDate = at(14, 8);
    const item = renderItem(dueDate);
    const link = within(item).getByRole('link');
    expect(link).toHaveAttribute('href', '/dashboard/classes/c1/topics/tp1/assignments/a1');
    expect(within(item).getByRole('heading', { level: 2, name: 'Assignment a1' })).toBeInTheDocument();
    expect(within(item).getByText('Physics 101 · Mechanics')).toBeInTheDocument();
    const time = item.querySelector('time');
    expect(time).toHaveAttribute('dateTime', dueDate);
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(new Date(dueDate))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(time?.textContent).toContain(zone);
  });
});

describe('AssignmentListItem: the work beside the due date', () => {
  const renderWith = (overrides: Parameters<typeof assignmentItem>[2], dueDate = at(9, 12)) => {
    renderWithProviders(
      <ul>
        <AssignmentListItem assignment={assignmentItem('a1', dueDate, overrides)} now={now} />
      </ul>,
    );
    return screen.getByTestId('assignment-item');
  };

  it.each([
    [{ kind: 'student', state: 'assigned', late: false, grade: null }, 'Missing'],
    [{ kind: 'student', state: 'turned_in', late: false, grade: null }, 'Turned in'],
    [{ kind: 'student', state: 'turned_in', late: true, grade: null }, 'Turned in late'],
    [{ kind: 'student', state: 'returned', late: false, grade: 8 }, 'Returned 8/10'],
  ] as const)("a student's own work %j reads %s", (work, label) => {
    const item = renderWith({ work, maxPoints: 10 });
    expect(within(item).getByTestId('work-status')).toHaveTextContent(new RegExp(`^${label}$`));
    expect(within(item).getByTestId('assignment-status')).toHaveTextContent('Overdue');
  });

  it('teachers see how many have turned in, and the points', () => {
    const item = renderWith({ work: { kind: 'teacher', turnedIn: 12, students: 30 }, maxPoints: 10 });
    expect(within(item).getByTestId('work-turned-in')).toHaveTextContent('12/30 turned in');
    expect(within(item).queryByTestId('work-status')).not.toBeInTheDocument();
    expect(within(item).getByTestId('assignment-points')).toHaveTextContent('10 points');
  });

  it('an ungraded assignment shows no points', () => {
    const item = renderWith({ maxPoints: null });
    expect(within(item).queryByTestId('assignment-points')).not.toBeInTheDocument();
  });
});
