import { statusOf } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import type { ContentKind } from '@/features/content/lib/content-return';

const VIEW_TEXTS = {
  material: { 403: f.forbiddenMaterial, 404: f.notFoundMaterial, other: f.failedMaterial },
  assignment: { 403: f.forbiddenAssignment, 404: f.notFoundAssignment, other: f.failedAssignment },
} as const;

/** Spec section 8, material/assignment view load. */
export function viewLoadErrorText(kind: ContentKind, error: unknown, t: Translate): string {
  const status = statusOf(error);
  const texts = VIEW_TEXTS[kind];
  return t(status === 403 ? texts[403] : status === 404 ? texts[404] : texts.other);
}

/**
 * Spec section 8, form load. `notFound` is the text for a 404 of the failing call: the record's
 * ('Material not found.') when editing it, 'Topic or class not found.' for the topic.
 */
export function formLoadErrorText(error: unknown, notFound: string, t: Translate): string {
  switch (statusOf(error)) {
    case 401:
      return t(f.authFailed);
    case 403:
      return t(f.resourceForbidden);
    case 404:
      return notFound;
    default:
      return t(f.formLoadFailed);
  }
}
