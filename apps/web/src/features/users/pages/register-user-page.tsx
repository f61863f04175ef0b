import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { RegisterUserForm } from '@/features/users/components/register-user-form';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

/** Register New User (admin only; the route guard checks the role). */
export function RegisterUserPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader
        title={t(m.registerTitle)}
        description={t(m.registerDescription)}
      />
      <Card>
        <CardContent>
          <RegisterUserForm />
        </CardContent>
      </Card>
    </div>
  );
}
