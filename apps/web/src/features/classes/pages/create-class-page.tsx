import { ShieldAlertIcon } from 'lucide-react';
import { MSG } from '@lyceum/shared/messages';
import { canCreateClass } from '@lyceum/shared/permissions';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session/session-context';
import { CreateClassForm } from '@/features/classes/components/create-class-form';

/** Spec section 2, Create class: admins and teachers only; others see the access-denied text. */
export function CreateClassPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Create Class" description="Set up a new class: its name, a description and where it meets online." />
      {canCreateClass(user.role) ? (
        <Card>
          <CardContent>
            <CreateClassForm actor={{ id: user._id, role: user.role }} />
          </CardContent>
        </Card>
      ) : (
        <Alert variant="destructive">
          <ShieldAlertIcon />
          <AlertTitle>{MSG.createClassDenied}</AlertTitle>
        </Alert>
      )}
    </div>
  );
}
