import type { ImportRecord } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Progress } from '@/components/ui/progress';

/**
 * How far a commit has got: a bar (role="progressbar", aria-valuenow in percent) and its text.
 * A committed import's bar is full. Without a known total (the plan is being checked again, or
 * another server process runs the commit) the bar has no value.
 */
export function ImportProgressBar({ record }: { record: ImportRecord }) {
  const progress = record.progress;
  const done = record.status === 'committed';
  const percent = done ? 100 : progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : null;
  const text = done
    ? TEXT.importProgressDone
    : !progress
      ? TEXT.importProgressUnknown
      : progress.total > 0
        ? TEXT.importProgressText(progress.done, progress.total)
        : TEXT.importProgressChecking;
  return (
    <div className="grid gap-2">
      <Progress value={percent} aria-label={TEXT.importProgressLabel} getValueLabel={() => text} />
      <p className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
