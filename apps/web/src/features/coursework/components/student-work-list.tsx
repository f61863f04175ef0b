import type { StudentWorkRow } from '@lyceum/shared/submissions';
import { cn } from '@/lib/utils';
import { TeacherGrade, WorkRowStatus } from '@/features/coursework/components/work-row-details';
import { teacherGrade } from '@/features/coursework/lib/student-work-filter';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/**
 * The students of the Student work tab, each a button that opens their work beside the list.
 * The open one is marked aria-current.
 */
export function StudentWorkList({
  rows,
  selectedId,
  dueDate,
  maxPoints,
  now,
  onSelect,
}: {
  rows: readonly StudentWorkRow[];
  selectedId: string | null;
  dueDate: string;
  maxPoints: number | null;
  now: Date;
  onSelect: (studentId: string) => void;
}) {
  const t = useT();
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card" aria-label={t(m.students)}>
      {rows.map((row) => {
        const selected = row.student._id === selectedId;
        const grade = teacherGrade(row);
        // 'Returned 8/10' says the grade already, unless a new draft differs.
        const showGrade = grade !== null && (grade.draft || row.state !== 'returned');
        return (
          <li key={row.student._id} data-testid="student-work-row">
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(row.student._id)}
              className={cn(
                'flex w-full flex-col gap-1.5 px-3 py-2.5 text-start transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/80 focus-visible:ring-inset',
                selected && 'bg-accent text-accent-foreground shadow-[inset_3px_0_0_var(--color-primary)] rtl:shadow-[inset_-3px_0_0_var(--color-primary)]',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 font-medium break-words">{row.student.name}</span>
                {showGrade && <TeacherGrade row={row} maxPoints={maxPoints} />}
              </span>
              <WorkRowStatus row={row} dueDate={dueDate} maxPoints={maxPoints} now={now} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
