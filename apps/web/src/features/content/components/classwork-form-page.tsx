import type { ReactNode } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canManageContent } from '@lyceum/shared/permissions';
import { ContentFormSkeleton } from '@/components/page-skeletons';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { topicQueryOptions } from '@/features/content/api/topics-api';
import { ContentFormShell } from '@/features/content/components/content-form-shell';
import { ContentLoadError } from '@/features/content/components/content-load-error';
import { CLASSWORK_KINDS } from '@/features/content/lib/classwork-kinds';
import type { ContentKind } from '@/features/content/lib/content-return';
import { formLoadState } from '@/features/content/lib/form-load';

/** Where a form page's kind form goes: the route's ids and, when editing, the record. */
export interface ClassworkFormSlot<T> {
  classId: string;
  topicId: string;
  record: T | undefined;
}

/**
 * A classwork kind's create and edit page (one page for both: no `<kind>Id` in the route is a
 * create): the topic's and the record's loads (formLoadState), then the kind's form in the shell.
 */
export function ClassworkFormPage<T>({
  kind,
  recordQuery,
  withDueDate,
  form,
}: {
  kind: ContentKind;
  recordQuery: (id: string) => UseQueryOptions<T, Error, T, readonly unknown[]>;
  withDueDate: boolean;
  form: (slot: ClassworkFormSlot<T>) => ReactNode;
}) {
  const { id: classId = '', topicId = '', [`${kind}Id`]: recordId } = useParams();
  const { user } = useSession();
  const t = useT();
  const allowed = user !== null && canManageContent(user.role);
  const editing = recordId !== undefined;
  const text = CLASSWORK_KINDS[kind];
  const topic = useQuery({ ...topicQueryOptions(topicId), enabled: allowed });
  const record = useQuery({ ...recordQuery(recordId ?? ''), enabled: allowed && editing });

  const load = formLoadState({
    allowed,
    classId,
    topic,
    record: editing ? record : null,
    recordNotFound: t(text.notFound),
    t,
  });
  if (load.state === 'error') return <ContentLoadError message={load.message} classId={classId} />;
  if (load.state === 'loading') return <ContentFormSkeleton withDueDate={withDueDate} />;

  return (
    <ContentFormShell
      classId={classId}
      topic={topic.data}
      title={t(editing ? text.heading.edit : text.heading.create)}
      description={t(editing ? text.formIntro.edit : text.formIntro.create)}
    >
      {form({ classId, topicId, record: editing ? record.data : undefined })}
    </ContentFormShell>
  );
}
