import type { Topic } from '@lyceum/shared/topics';
import type { Translate } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { formLoadErrorText } from '@/features/content/lib/load-errors';

/** The parts of a query result the form pages decide on. */
export interface LoadedQuery<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
}

export type FormLoad = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready' };

/**
 * What a material or assignment form shows before its fields (spec section 8, form load):
 * a user who may not manage content is refused outright; the record's failure (when editing)
 * speaks first, then the topic's; a topic of another class is "not found" like a missing one.
 */
export function formLoadState({
  allowed,
  classId,
  topic,
  record,
  recordNotFound,
  t,
}: {
  allowed: boolean;
  classId: string;
  topic: LoadedQuery<Topic>;
  record: LoadedQuery<unknown> | null;
  /** The record's 'not found' text, in the reader's language. */
  recordNotFound: string;
  t: Translate;
}): FormLoad {
  if (!allowed) return { state: 'error', message: t(f.resourceForbidden) };
  if (record?.error) return { state: 'error', message: formLoadErrorText(record.error, recordNotFound, t) };
  if (topic.error) return { state: 'error', message: formLoadErrorText(topic.error, t(f.topicOrClassNotFound), t) };
  if (topic.isPending || record?.isPending) return { state: 'loading' };
  if (topic.data && topic.data.class !== classId) return { state: 'error', message: t(f.topicOrClassNotFound) };
  return { state: 'ready' };
}
