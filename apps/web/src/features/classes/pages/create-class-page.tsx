import { ShieldAlertIcon } from 'lucide-react';
import { canCreateClass } from '@lyceum/shared/permissions';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { classFormMessages as f } from '@/features/classes/class-form-messages';
import { CreateClassForm } from '@/features/classes/components/create-class-form';

/** Spec section 2, Create class: admins and teachers only; others see the access-denied text. */
export function CreateClassPage() {
  const { user } = useSession();
  const t = useT();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={t(f.createTitle)} description={t(f.createText)} />
      {canCreateClass(user.role) ? (
        <Card>
          <CardContent>
            <CreateClassForm actor={{ id: user._id, role: user.role }} />
          </CardContent>
        </Card>
      ) : (
        <Alert variant="destructive">
          <ShieldAlertIcon />
          <AlertTitle>{t(f.createDenied)}</AlertTitle>
        </Alert>
      )}
    </div>
  );
}
