import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { RegisterUserForm } from '@/features/users/components/register-user-form';

/** Register New User (admin only; the route guard checks the role). */
export function RegisterUserPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader
        title="Register New User"
        description="Create a new account for a student, teacher, or administrator"
      />
      <Card>
        <CardContent>
          <RegisterUserForm />
        </CardContent>
      </Card>
    </div>
  );
}
