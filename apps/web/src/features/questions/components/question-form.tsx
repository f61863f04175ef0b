import { useState } from 'react';
import type { QuestionKind, QuestionView } from '@lyceum/shared/questions';
import { MAX_POINTS_LIMIT } from '@lyceum/shared/submissions';
import { FieldError } from '@/components/form-errors';
import { Label } from '@/components/ui/label';
import { statusOf } from '@/lib/api-client';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { ClassworkForm, useClassworkForm, type ClassworkTexts, type OwnFields } from '@/features/content/components/classwork-form';
import { DueDateField } from '@/features/content/components/due-date-field';
import { PointsField } from '@/features/content/components/points-field';
import { CLASSWORK_KINDS } from '@/features/content/lib/classwork-kinds';
import { parseMaxPoints } from '@/features/coursework/lib/points-input';
import { createQuestion, updateQuestion } from '@/features/questions/api/questions-api';
import { MIN_CHOICES, QuestionChoicesField } from '@/features/questions/components/question-choices-field';
import { questionFormMessages as m } from '@/features/questions/question-form-messages';

const QUESTION_TEXTS: ClassworkTexts = {
  submit: { create: m.createHeading, edit: m.update },
  body: { ...CLASSWORK_KINDS.assignment.body, label: m.details },
  titlePlaceholder: m.titlePlaceholder,
  saved: { created: m.created, updated: m.updated },
  failed: { create: m.createFailed, update: m.updateFailed },
};

const checkRow = 'flex min-h-6 items-center gap-2 text-sm';
// A finger's size on a phone (24 px, WCAG 2.5.8 without relying on spacing), the usual box from sm up.
const check = 'size-6 shrink-0 accent-primary sm:size-4';
const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/80 sm:max-w-64';

type Own = 'due' | 'points' | 'kind' | 'choices';

/**
 * Create (no `question`) or edit a question post (issue 36): the classwork form's title (the
 * question), its optional details, and the question's own fields: due date, points (empty:
 * ungraded), kind, the choices of a multiple-choice question, and who sees and changes answers.
 * It is an assignment (`workType` question), so it goes back to the Classwork tab as one.
 */
export function QuestionForm({ classId, topicId, question }: { classId: string; topicId: string; question?: QuestionView }) {
  const t = useT();
  const assignment = question?.assignment;
  const [due, setDue] = useState(assignment ? isoToDateTimeLocal(assignment.dueDate) : '');
  const [points, setPoints] = useState(assignment && assignment.maxPoints !== null ? String(assignment.maxPoints) : '');
  const [kind, setKind] = useState<QuestionKind>(question?.question.kind ?? 'multiple_choice');
  const [choices, setChoices] = useState<string[]>(question?.question.kind === 'multiple_choice' ? question.question.choices : ['', '']);
  const [showClassmates, setShowClassmates] = useState(question?.question.showClassmates ?? false);
  const [studentsCanEdit, setStudentsCanEdit] = useState(question?.question.studentsCanEdit ?? false);

  const own: OwnFields<Own, { dueDate: string; maxPoints: number | null; choices: string[] }> = {
    names: ['due', 'points', 'kind', 'choices'],
    missing: () => ({
      due: dateTimeLocalToIso(due) ? undefined : t(f.dueDateRequired),
      choices: kind === 'multiple_choice' && choices.some((choice) => !choice.trim()) ? t(m.choiceEmpty) : undefined,
    }),
    read: () => {
      const dueDate = dateTimeLocalToIso(due);
      if (!dueDate) return { ok: false, field: 'due', message: t(f.dueDateRequired) };
      const maxPoints = parseMaxPoints(points);
      if (!maxPoints.ok) return { ok: false, field: 'points', message: t(f.pointsInvalid, { max: MAX_POINTS_LIMIT }) };
      const trimmed = choices.map((choice) => choice.trim());
      if (kind === 'multiple_choice' && new Set(trimmed).size !== trimmed.length) return { ok: false, field: 'choices', message: t(m.choicesDifferent) };
      return { ok: true, value: { dueDate, maxPoints: maxPoints.value, choices: trimmed } };
    },
    serverNames: { dueDate: 'due', maxPoints: 'points', choice: 'choices', question: 'choices' },
    // A 409 refuses a changed kind or changed choices once anyone has answered; with neither
    // changed, it refuses the points (grades given do not fit them).
    refusedAt: (error) => {
      if (statusOf(error) !== 409) return undefined;
      const before = question?.question;
      if (before && before.kind !== kind) return 'kind';
      if (before && kind === 'multiple_choice' && before.choices.join('\n') !== choices.map((choice) => choice.trim()).join('\n')) return 'choices';
      return 'points';
    },
  };
  const form = useClassworkForm({
    kind: 'assignment',
    texts: QUESTION_TEXTS,
    optionalBody: true,
    classId,
    topicId,
    record: assignment && { ...assignment, body: assignment.description },
    own,
    send: async ({ body, ...shared }, value) => {
      const audience = { showClassmates, studentsCanEdit };
      const settings = kind === 'multiple_choice' ? { kind, choices: value.choices, ...audience } : { kind, ...audience };
      const input = { ...shared, description: body, dueDate: value.dueDate, maxPoints: value.maxPoints, question: settings };
      return (await (assignment ? updateQuestion(assignment._id, input) : createQuestion(input))).assignment;
    },
  });
  const { fields } = form;

  return (
    <ClassworkForm form={form}>
      <DueDateField value={due} onChange={setDue} fields={fields} hintId="assignment-due-hint" />
      <PointsField value={points} onChange={setPoints} fields={fields} hintId="assignment-points-hint" />
      <div className="grid gap-2">
        <Label htmlFor="assignment-kind">{t(m.kind)}</Label>
        <select
          {...fields.control('kind')}
          className={selectClass}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value === 'short_answer' ? 'short_answer' : 'multiple_choice');
            fields.clear('kind');
          }}
        >
          <option value="short_answer">{t(m.shortAnswer)}</option>
          <option value="multiple_choice">{t(m.multipleChoice)}</option>
        </select>
        <FieldError {...fields.message('kind')} />
      </div>
      {kind === 'multiple_choice' && (
        <QuestionChoicesField
          choices={choices}
          onChange={(next) => {
            setChoices(next.length < MIN_CHOICES ? [...next, ''] : next);
            fields.clear('choices');
          }}
          control={fields.control('choices', fields.errors.choices ? undefined : 'question-choices-hint')}
          error={fields.message('choices')}
        />
      )}
      <div className="grid gap-2">
        <label className={checkRow}>
          <input type="checkbox" className={check} checked={showClassmates} onChange={(event) => setShowClassmates(event.target.checked)} />
          {t(m.showClassmates)}
        </label>
        <label className={checkRow}>
          <input type="checkbox" className={check} checked={studentsCanEdit} onChange={(event) => setStudentsCanEdit(event.target.checked)} />
          {t(m.studentsCanEdit)}
        </label>
      </div>
    </ClassworkForm>
  );
}
