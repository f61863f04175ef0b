import { Link } from 'react-router';
import { BookOpenIcon, PlusIcon } from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import { canCreateClass } from '@lyceum/shared/permissions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Spec section 2, Classes list: the empty state's text depends on the role. */
export const EMPTY_CLASSES_TEXT: Record<Role, string> = {
  admin: 'No classes have been created yet.',
  teacher: "You haven't created any classes yet.",
  student: 'You are not enrolled in any classes yet.',
};

export function ClassesEmptyState({ role }: { role: Role }) {
  return (
    <Card className="items-center gap-3 px-6 py-16 text-center">
      <BookOpenIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No Classes Found</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{EMPTY_CLASSES_TEXT[role]}</p>
      {canCreateClass(role) && (
        <Button asChild className="mt-2">
          <Link to="/dashboard/classes/create">
            <PlusIcon aria-hidden="true" /> Create Your First Class
          </Link>
        </Button>
      )}
    </Card>
  );
}
