import type { ReactNode } from 'react';
import { FieldError } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { localTimeZone } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import type { SettingsDraft, SettingsField } from '@/features/quizzes/lib/settings-draft';
import { checkClass, checkRowClass, selectClass, type FieldApi } from '@/features/quizzes/components/field-api';

/** One labelled setting with its error (and hint). */
function Setting({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: { id: string; message: string | undefined }; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error?.message ? <FieldError {...error} /> : hint}
    </div>
  );
}

/** A quiz's settings (docs/quizzes.md): attempts and which is kept, time limit, window, shuffle, grading, release. */
export function SettingsFields({ value, onChange, fields }: { value: SettingsDraft; onChange: (patch: Partial<SettingsDraft>) => void; fields: FieldApi }) {
  const t = useT();
  const text = (field: SettingsField, hintId?: string) => ({
    ...fields.control(field, fields.message(field).message ? undefined : hintId),
    value: value[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      onChange({ [field]: event.target.value });
      fields.clear(field);
    },
  });
  const zoneHint = t(m.windowHint, { zone: localTimeZone() });
  return (
    <section aria-labelledby="quiz-settings-heading" className="grid gap-4 rounded-lg border p-3 sm:p-4">
      <h2 id="quiz-settings-heading" className="text-lg font-semibold">
        {t(m.settingsHeading)}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Setting label={t(m.attempts)} htmlFor={fields.control('attempts').id} error={fields.message('attempts')}>
          <Input {...text('attempts')} inputMode="numeric" autoComplete="off" />
        </Setting>
        <Setting label={t(m.scoring)} htmlFor="quiz-scoring">
          <select id="quiz-scoring" className={selectClass} value={value.scoring} onChange={(event) => onChange({ scoring: event.target.value as SettingsDraft['scoring'] })}>
            <option value="highest">{t(m.scoringHighest)}</option>
            <option value="latest">{t(m.scoringLatest)}</option>
            <option value="average">{t(m.scoringAverage)}</option>
          </select>
        </Setting>
        <Setting
          label={t(m.timeLimit)}
          htmlFor={fields.control('timeLimit').id}
          error={fields.message('timeLimit')}
          hint={
            <p id="quiz-time-hint" className="text-xs text-muted-foreground">
              {t(m.timeLimitHint)}
            </p>
          }
        >
          <Input {...text('timeLimit', 'quiz-time-hint')} inputMode="numeric" autoComplete="off" />
        </Setting>
        <Setting
          label={t(m.opensAt)}
          htmlFor={fields.control('opensAt').id}
          error={fields.message('opensAt')}
          hint={
            <p id="quiz-opens-hint" className="text-xs text-muted-foreground">
              {zoneHint}
            </p>
          }
        >
          <Input {...text('opensAt', 'quiz-opens-hint')} type="datetime-local" min="1900-01-01T00:00" max="9999-12-31T23:59" />
        </Setting>
        <Setting
          label={t(m.closesAt)}
          htmlFor={fields.control('closesAt').id}
          error={fields.message('closesAt')}
          hint={
            <p id="quiz-closes-hint" className="text-xs text-muted-foreground">
              {zoneHint}
            </p>
          }
        >
          <Input {...text('closesAt', 'quiz-closes-hint')} type="datetime-local" min="1900-01-01T00:00" max="9999-12-31T23:59" />
        </Setting>
        <Setting label={t(m.grading)} htmlFor="quiz-grading">
          <select id="quiz-grading" className={selectClass} value={value.grading} onChange={(event) => onChange({ grading: event.target.value as SettingsDraft['grading'] })}>
            <option value="draft">{t(m.gradingDraft)}</option>
            <option value="returned">{t(m.gradingReturned)}</option>
          </select>
        </Setting>
        <Setting label={t(m.release)} htmlFor="quiz-release">
          <select id="quiz-release" className={selectClass} value={value.release} onChange={(event) => onChange({ release: event.target.value as SettingsDraft['release'] })}>
            <option value="immediately">{t(m.releaseImmediately)}</option>
            <option value="after_due">{t(m.releaseAfterDue)}</option>
            <option value="manual">{t(m.releaseManual)}</option>
          </select>
        </Setting>
      </div>
      <label className={checkRowClass}>
        <input type="checkbox" className={checkClass} checked={value.shuffleItems} onChange={(event) => onChange({ shuffleItems: event.target.checked })} />
        {t(m.shuffleItems)}
      </label>
      <label className={checkRowClass}>
        <input type="checkbox" className={checkClass} checked={value.layout === 'one'} onChange={(event) => onChange({ layout: event.target.checked ? 'one' : 'all' })} />
        {t(m.oneAtATime)}
      </label>
    </section>
  );
}
