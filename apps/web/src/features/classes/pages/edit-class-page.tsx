import { useParams } from 'react-router';
import { canEditClass, canManageMembers } from '@lyceum/shared/permissions';
import { PageHeader } from '@/components/page-header';
import { EditClassSkeleton } from '@/components/page-skeletons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { classFormMessages as f } from '@/features/classes/class-form-messages';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { CLASS_LOAD_TOAST_ID, useClassQuery } from '@/features/classes/api/classes-queries';
import { ClassLoadError } from '@/features/classes/components/class-load-error';
import { EditClassForm } from '@/features/classes/components/edit-class-form';
import { MemberSection } from '@/features/classes/components/member-section';
import { classEditErrorText } from '@/features/classes/lib/class-errors';
import { useErrorToast } from '@/features/classes/lib/load-error-toast';

/** Spec section 2, Edit class: details for admins and teachers; member management for admins only. */
export function EditClassPage() {
  const { id } = useParams();
  const { user } = useSession();
  const t = useT();
  // A student may read the class but never edit it: say so instead of offering a form that fails.
  const mayEdit = user !== null && canEditClass(user.role);
  const query = useClassQuery(mayEdit ? id : undefined);
  const errorText = !mayEdit ? t(m.editForbidden) : query.error ? classEditErrorText(query.error, t) : null;
  useErrorToast(errorText, CLASS_LOAD_TOAST_ID);

  if (!user || !id) return null;
  if (errorText) return <ClassLoadError title={t(m.editClass)} text={errorText} />;
  const cls = query.data;
  if (query.isLoading || !cls) return <EditClassSkeleton />;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t(m.editClass)} description={<bdi className="break-words">{cls.name}</bdi>} />
      <Card>
        <CardHeader>
          <CardTitle asLevel="h2">{t(f.details)}</CardTitle>
          <CardDescription>{t(f.editText)}</CardDescription>
        </CardHeader>
        <CardContent>
          <EditClassForm key={cls._id} cls={cls} />
        </CardContent>
      </Card>
      {canManageMembers(user.role) && (
        <Card>
          <CardHeader>
            <CardTitle asLevel="h2">{t(f.members)}</CardTitle>
            <CardDescription>{t(f.membersText)}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8 lg:grid-cols-2">
            <MemberSection cls={cls} role="teacher" />
            <MemberSection cls={cls} role="student" />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
