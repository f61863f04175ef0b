import { Button } from '@/components/ui/button';
import { WORK_FILTERS, WORK_FILTER_LABEL, type WorkFilter } from '@/features/coursework/lib/student-work-filter';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** The Student work filter: a row of toggle buttons (the pressed one is the filter in force); wraps on phones. */
export function WorkFilterBar({ value, onChange }: { value: WorkFilter; onChange: (filter: WorkFilter) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t(m.filterLabel)} className="flex flex-wrap gap-1.5">
      {WORK_FILTERS.map((filter) => (
        <Button
          key={filter}
          type="button"
          size="sm"
          variant={filter === value ? 'default' : 'outline'}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(WORK_FILTER_LABEL[filter])}
        </Button>
      ))}
    </div>
  );
}
