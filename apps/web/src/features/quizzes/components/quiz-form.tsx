import { useState } from 'react';
import type { QuizRequest, RegradeChange, TeacherQuiz } from '@lyceum/shared/quizzes';
import { ApiError } from '@/lib/api-client';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { DueDateField } from '@/features/content/components/due-date-field';
import { ClassworkForm, useClassworkForm, type ClassworkTexts, type OwnFields } from '@/features/content/components/classwork-form';
import { CLASSWORK_KINDS } from '@/features/content/lib/classwork-kinds';
import { quizApi } from '@/features/quizzes/api/quizzes-api';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { newDraft, toDraft, toItem, type ItemDraft } from '@/features/quizzes/lib/item-drafts';
import { quizProblems, serverField } from '@/features/quizzes/lib/quiz-problems';
import { settingsDraft, type QuizSettingsInput } from '@/features/quizzes/lib/settings-draft';
import { itemField } from '@/features/quizzes/components/field-api';
import { ItemsEditor } from '@/features/quizzes/components/items-editor';
import { SettingsFields } from '@/features/quizzes/components/settings-fields';
import { RegradeDialog } from '@/features/quizzes/components/regrade-dialog';

/** The quiz's words in the classwork form (an assignment's body: its instructions). */
const QUIZ_TEXTS: ClassworkTexts = {
  submit: { create: m.createHeading, edit: m.update },
  body: CLASSWORK_KINDS.assignment.body,
  titlePlaceholder: m.titlePlaceholder,
  saved: { created: m.created, updated: m.updated },
  failed: { create: m.createFailed, update: m.updateFailed },
};

interface QuizOwnInput {
  dueDate: string;
  settings: QuizSettingsInput;
  items: QuizRequest['items'];
}

/**
 * Create (no `quiz`) or edit a quiz: the classwork form's shared fields (title, instructions,
 * topic, attachments), then the due date, the settings and the questions with their keys. Every
 * wrong field is shown at once, the first focused; a 400 from the server goes to the field it
 * names. An edit that regrades attempts lists the changed scores before the form is left.
 */
export function QuizForm({ classId, topicId, quiz }: { classId: string; topicId: string; quiz?: TeacherQuiz }) {
  const t = useT();
  const [due, setDue] = useState(quiz ? isoToDateTimeLocal(quiz.assignment.dueDate) : '');
  const [settings, setSettings] = useState(() => settingsDraft(quiz?.settings));
  const [drafts, setDrafts] = useState<ItemDraft[]>(() => (quiz ? quiz.items.map(toDraft) : [newDraft('single_choice', [])]));
  const [changes, setChanges] = useState<{ list: RegradeChange[]; done: () => void } | null>(null);

  const problems = () => quizProblems(t, due, settings, drafts);
  const own: OwnFields<string, QuizOwnInput> = {
    names: ['due', 'attempts', 'timeLimit', 'opensAt', 'closesAt', ...drafts.flatMap((d) => ['prompt', 'points', 'choices', 'accepted', 'answer', 'tolerance', 'pairs', 'gaps'].map((p) => itemField(d.id, p))), 'items'],
    missing: () => problems().errors,
    read: () => {
      const { first, settings: checked } = problems();
      if (first) return { ok: false, field: first.field, message: first.message };
      const items = drafts.map((draft) => toItem(draft)).flatMap((check) => (check.ok ? [check.item] : []));
      return { ok: true, value: { dueDate: dateTimeLocalToIso(due)!, settings: checked!, items } };
    },
    serverNames: { dueDate: 'due' },
    refusedAt: (error) => (error instanceof ApiError && error.status === 400 ? serverField(error.message, drafts) : undefined),
  };
  const form = useClassworkForm({
    kind: 'assignment',
    texts: QUIZ_TEXTS,
    classId,
    topicId,
    record: quiz && { ...quiz.assignment, body: quiz.assignment.description },
    own,
    send: async ({ body, ...shared }, value) => {
      const input: QuizRequest = { ...shared, description: body, ...value };
      if (!quiz) return (await quizApi.create(input)).assignment;
      const saved = await quizApi.update(quiz.assignment._id, input);
      // The teacher sees what the new key changed before the form goes away.
      if (saved.changes.length > 0) await new Promise<void>((done) => setChanges({ list: saved.changes, done }));
      return saved.quiz.assignment;
    },
  });
  const { fields } = form;

  return (
    <>
      <ClassworkForm form={form}>
        <DueDateField value={due} onChange={setDue} fields={fields} hintId="quiz-due-hint" />
        <SettingsFields value={settings} onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))} fields={fields} />
        <ItemsEditor drafts={drafts} onChange={setDrafts} fields={fields} />
      </ClassworkForm>
      {changes && quiz && (
        <RegradeDialog
          quiz={quiz}
          changes={changes.list}
          onClose={() => {
            changes.done();
            setChanges(null);
          }}
        />
      )}
    </>
  );
}
