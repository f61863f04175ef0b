import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardPlusIcon, FolderOpenIcon, PlusIcon, SettingsIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import { canManageContent, isAdmin } from '@lyceum/shared/permissions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { deferredModule } from '@/lib/deferred-module';
import type { ClassTask } from '@/features/dashboard/components/choose-class-dialog';
import { dashboardMessages as m } from '@/features/dashboard/dashboard-messages';

interface Tool {
  label: MessageDescriptor;
  /** A link, or a task whose class is chosen first (ChooseClassDialog). */
  to: string | ClassTask;
  icon: LucideIcon;
  primary?: boolean;
}

const isTask = (to: string): to is ClassTask => to === 'assignment' || to === 'students';

// The dialog (and Radix's dialog under it) downloads after the page, or at once when a task is
// chosen sooner: the dashboard's first paint does not wait for it.
const chooseClass = deferredModule(() => import('@/features/dashboard/components/choose-class-dialog'));

/** The class chooser for staff's tasks, rendered as soon as its module has arrived. */
function DeferredChooseClassDialog({ task, role, onClose }: { task: ClassTask | null; role: Role; onClose: () => void }) {
  const dialog = chooseClass.useModule();
  return dialog ? <dialog.ChooseClassDialog task={task} role={role} onClose={onClose} /> : null;
}

/**
 * Spec section 2 names these buttons and who sees them but gives them no action; each does what
 * it says: Create Assignment asks for a class and topic, then opens the assignment form; Manage
 * Students asks for a class, then opens its people; Settings for System Settings.
 */
export function learningTools(role: Role): Tool[] {
  const tools: Tool[] = [{ label: m.browseClasses, to: '/dashboard/classes', icon: FolderOpenIcon }];
  if (canManageContent(role)) {
    tools.push(
      { label: m.createAssignment, to: 'assignment', icon: ClipboardPlusIcon },
      { label: m.manageStudents, to: 'students', icon: UsersIcon },
    );
  }
  if (isAdmin(role)) tools.push({ label: m.systemSettings, to: '/dashboard/profile', icon: SettingsIcon });
  // Admins only, as the spec says (teachers may still create one from the classes page).
  if (isAdmin(role)) {
    tools.push({ label: m.createClass, to: '/dashboard/classes/create', icon: PlusIcon, primary: true });
  }
  return tools;
}

export function LearningToolsCard({ role }: { role: Role }) {
  const [task, setTask] = useState<ClassTask | null>(null);
  const t = useT();
  return (
    <Card className="gap-4" data-testid="learning-tools">
      <CardHeader>
        <CardTitle asLevel="h2" className="text-lg">
          {t(m.toolsTitle)}
        </CardTitle>
        <CardDescription>{t(m.toolsText)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:flex lg:flex-wrap">
        {learningTools(role).map(({ label, to, icon: Icon, primary }) =>
          isTask(to) ? (
            <Button
              key={label.id}
              variant="outline"
              className="justify-start"
              aria-haspopup="dialog"
              onClick={() => {
                chooseClass.want();
                setTask(to);
              }}
            >
              <Icon aria-hidden="true" />
              {t(label)}
            </Button>
          ) : (
            <Button key={label.id} asChild variant={primary ? 'default' : 'outline'} className="justify-start">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(label)}
              </Link>
            </Button>
          ),
        )}
        {canManageContent(role) && <DeferredChooseClassDialog task={task} role={role} onClose={() => setTask(null)} />}
      </CardContent>
    </Card>
  );
}
