import type { ImportRecord } from '@lyceum/shared/imports';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n/i18n-context';
import { importsMessages as m } from '@/features/imports/imports-messages';

/**
 * How far a commit has got: a bar (role="progressbar", aria-valuenow in percent) and its text.
 * A committed import's bar is full. Without a known total (the plan is being checked again, or
 * another server process runs the commit) the bar has no value.
 */
export function ImportProgressBar({ record }: { record: ImportRecord }) {
  const t = useT();
  const progress = record.progress;
  const done = record.status === 'committed';
  const percent = done ? 100 : progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : null;
  const text = done
    ? t(m.progressDone)
    : !progress
      ? t(m.progressUnknown)
      : progress.total > 0
        ? t(m.progressText, { done: progress.done, total: progress.total })
        : t(m.progressChecking);
  return (
    <div className="grid gap-2">
      <Progress value={percent} aria-label={t(m.progressLabel)} getValueLabel={() => text} />
      <p className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
