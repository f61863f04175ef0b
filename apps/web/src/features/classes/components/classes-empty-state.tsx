import { Link } from 'react-router';
import { BookOpenIcon, PlusIcon } from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import { canCreateClass } from '@lyceum/shared/permissions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { classesMessages as m } from '@/features/classes/classes-messages';

/** Spec section 2, Classes list: the empty state's text depends on the role. */
const EMPTY_CLASSES_TEXT: Record<Role, MessageDescriptor> = {
  admin: m.emptyAdmin,
  teacher: m.emptyTeacher,
  student: m.emptyStudent,
};

export function ClassesEmptyState({ role }: { role: Role }) {
  const t = useT();
  return (
    <Card className="items-center gap-3 px-6 py-16 text-center">
      <BookOpenIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t(m.emptyTitle)}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t(EMPTY_CLASSES_TEXT[role])}</p>
      {canCreateClass(role) && (
        <Button asChild className="mt-2">
          <Link to="/dashboard/classes/create">
            <PlusIcon aria-hidden="true" /> {t(m.createFirst)}
          </Link>
        </Button>
      )}
    </Card>
  );
}
