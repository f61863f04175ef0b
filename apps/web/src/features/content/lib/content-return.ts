import { useNavigate, useSearchParams } from 'react-router';
import type { Translate } from '@/lib/i18n/i18n-context';
import { classPath } from '@/features/content/lib/content-paths';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';

/**
 * Where a material or assignment form goes back to. Opened from the class page's Classwork tab
 * (`?from=classwork` on the form's URL), Save and Cancel return to that tab with the item in view:
 * the tab reads the history entry's state (ClassworkReturn), brings the item into view, highlights
 * and focuses it, and announces what happened. Opened from anywhere else, they go to the class page
 * as the spec's forms always have.
 */
export const FROM_CLASSWORK = 'classwork';

export type ContentKind = 'material' | 'assignment';

/** The Classwork tab of a class. */
export const classworkPath = (classId: string) => `${classPath(classId)}?tab=classwork`;

/** A form's URL, opened from the Classwork tab. */
export const fromClasswork = (formPath: string) => `${formPath}?from=${FROM_CLASSWORK}`;

/** What the Classwork tab is handed back: the item to bring into view (none after a cancelled create) and what to announce. */
export interface ClassworkReturn {
  kind: ContentKind;
  topicId: string;
  itemId: string | null;
  announce: string | null;
}

/** 'Assignment 'Fractions' created': said once the item is on screen. */
export const savedAnnouncement = (t: Translate, kind: ContentKind, title: string, editing: boolean) =>
  t(f.savedAnnouncement, { kind, title, editing: editing ? 'yes' : 'no' });

export function readClassworkReturn(state: unknown): ClassworkReturn | null {
  if (typeof state !== 'object' || state === null || !('classworkReturn' in state)) return null;
  const value = (state as { classworkReturn: unknown }).classworkReturn;
  if (typeof value !== 'object' || value === null) return null;
  const { kind, topicId, itemId, announce } = value as Partial<ClassworkReturn>;
  if (typeof topicId !== 'string' || (kind !== 'material' && kind !== 'assignment')) return null;
  return { kind, topicId, itemId: typeof itemId === 'string' ? itemId : null, announce: typeof announce === 'string' ? announce : null };
}

/**
 * The form's way out: `leave(item)` after a save (the saved item and its announcement) or a cancel
 * (the edited item, or null).
 */
export function useContentReturn(classId: string, topicId: string, kind: ContentKind) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toClasswork = params.get('from') === FROM_CLASSWORK;
  return (itemId: string | null, announce: string | null = null): Promise<void> | void => {
    if (!toClasswork) return navigate(classPath(classId));
    const classworkReturn: ClassworkReturn = { kind, topicId, itemId, announce };
    return navigate(classworkPath(classId), { state: { classworkReturn } });
  };
}
