import type { Translate } from '@/lib/i18n/i18n-context';
import { dateTimeLocalToIso } from '@/lib/dates';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { quizzesMessages as m } from '@/features/quizzes/quizzes-messages';
import { itemProblems, parsePoints, serverItemPart, type ItemDraft } from '@/features/quizzes/lib/item-drafts';
import { toSettings, type QuizSettingsInput, type SettingsDraft, type SettingsField } from '@/features/quizzes/lib/settings-draft';

const itemField = (id: string, part: string) => `item-${id}-${part}`;

/**
 * Everything wrong with a quiz's own fields, each at its field in the builder's words, and the
 * first in the form's order: the due date, the settings, each question, then the questions as a
 * whole (at least one; points adding up to a whole number from 1 to 1000, the gradebook's range).
 */
export function quizProblems(t: Translate, due: string, settingsValue: SettingsDraft, drafts: ItemDraft[]) {
  const errors: Record<string, string> = {};
  let first: { field: string; message: string } | null = null;
  const add = (field: string, message: string) => {
    errors[field] = message;
    first ??= { field, message };
  };
  if (!dateTimeLocalToIso(due)) add('due', t(f.dueDateRequired));
  const checked = toSettings(settingsValue);
  let settings: QuizSettingsInput | null = null;
  if (checked.ok) settings = checked.value;
  else add(checked.field as SettingsField, t(checked.message, checked.values));
  for (const draft of drafts) {
    const problems = itemProblems(draft);
    for (const problem of problems) if (!errors[itemField(draft.id, problem.part)]) add(itemField(draft.id, problem.part), t(problem.message, problem.values));
  }
  if (drafts.length === 0) add('items', t(m.itemsRequired));
  else {
    const total = Math.round(drafts.reduce((sum, draft) => sum + (parsePoints(draft.points) ?? 0), 0) * 100) / 100;
    const pointsOk = drafts.every((draft) => parsePoints(draft.points) !== null);
    if (pointsOk && !(Number.isInteger(total) && total >= 1 && total <= 1000)) add('items', t(m.totalInvalid));
  }
  return { errors, first: first as { field: string; message: string } | null, settings };
}

const SETTINGS_NAMES: Record<string, SettingsField> = { attemptsAllowed: 'attempts', timeLimitSeconds: 'timeLimit', opensAt: 'opensAt', closesAt: 'closesAt' };

/** The builder's field a server's 400 names ("items.2.points: ...", "settings.closesAt: ...", the points total). */
export function serverField(message: string, drafts: ItemDraft[]): string | undefined {
  const item = serverItemPart(message);
  if (item) {
    const draft = drafts[item.index];
    return draft ? itemField(draft.id, item.part) : 'items';
  }
  const setting = /^settings\.(\w+)/.exec(message);
  if (setting) return SETTINGS_NAMES[setting[1]!];
  if (/^items\b/.test(message) || /items must add up/.test(message)) return 'items';
  return undefined;
}
