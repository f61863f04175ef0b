import { MSG } from '@lyceum/shared/messages';
import { statusOf } from '@/lib/api-client';
import type { ContentKind } from '@/features/content/lib/content-return';

const VIEW_TEXTS = {
  material: { 403: MSG.materialForbidden, 404: MSG.materialNotFound, other: MSG.materialLoadFailed },
  assignment: { 403: MSG.assignmentForbidden, 404: MSG.assignmentNotFound, other: MSG.assignmentLoadFailed },
} as const;

/** Spec section 8, material/assignment view load. */
export function viewLoadErrorText(kind: ContentKind, error: unknown): string {
  const status = statusOf(error);
  const texts = VIEW_TEXTS[kind];
  return status === 403 ? texts[403] : status === 404 ? texts[404] : texts.other;
}

/**
 * Spec section 8, form load. `notFound` is the text for a 404 of the failing call: the record's
 * ('Material not found.') when editing it, 'Topic or class not found.' for the topic.
 */
export function formLoadErrorText(error: unknown, notFound: string): string {
  switch (statusOf(error)) {
    case 401:
      return MSG.authFailed;
    case 403:
      return MSG.resourceForbidden;
    case 404:
      return notFound;
    default:
      return MSG.formLoadFailed;
  }
}
