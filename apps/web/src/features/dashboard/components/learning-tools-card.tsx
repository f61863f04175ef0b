import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardPlusIcon, FolderOpenIcon, PlusIcon, SettingsIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import { canManageContent, isAdmin } from '@lyceum/shared/permissions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChooseClassDialog, type ClassTask } from '@/features/dashboard/components/choose-class-dialog';

interface Tool {
  label: string;
  /** A link, or a task whose class is chosen first (ChooseClassDialog). */
  to: string | ClassTask;
  icon: LucideIcon;
  primary?: boolean;
}

const isTask = (to: string): to is ClassTask => to === 'assignment' || to === 'students';

/**
 * Spec section 2 names these buttons and who sees them but gives them no action; each does what
 * it says: Create Assignment asks for a class and topic, then opens the assignment form; Manage
 * Students asks for a class, then opens its people; Settings for System Settings.
 */
export function learningTools(role: Role): Tool[] {
  const tools: Tool[] = [{ label: 'Browse Classes', to: '/dashboard/classes', icon: FolderOpenIcon }];
  if (canManageContent(role)) {
    tools.push(
      { label: 'Create Assignment', to: 'assignment', icon: ClipboardPlusIcon },
      { label: 'Manage Students', to: 'students', icon: UsersIcon },
    );
  }
  if (isAdmin(role)) tools.push({ label: 'System Settings', to: '/dashboard/profile', icon: SettingsIcon });
  // Admins only, as the spec says (teachers may still create one from the classes page).
  if (isAdmin(role)) {
    tools.push({ label: 'Create New Class', to: '/dashboard/classes/create', icon: PlusIcon, primary: true });
  }
  return tools;
}

export function LearningToolsCard({ role }: { role: Role }) {
  const [task, setTask] = useState<ClassTask | null>(null);
  return (
    <Card className="gap-4" data-testid="learning-tools">
      <CardHeader>
        <CardTitle asLevel="h2" className="text-lg">
          Learning Tools
        </CardTitle>
        <CardDescription>Shortcuts to everyday tasks</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:flex lg:flex-wrap">
        {learningTools(role).map(({ label, to, icon: Icon, primary }) =>
          isTask(to) ? (
            <Button key={label} variant="outline" className="justify-start" aria-haspopup="dialog" onClick={() => setTask(to)}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ) : (
            <Button key={label} asChild variant={primary ? 'default' : 'outline'} className="justify-start">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ),
        )}
        <ChooseClassDialog task={task} role={role} onClose={() => setTask(null)} />
      </CardContent>
    </Card>
  );
}
