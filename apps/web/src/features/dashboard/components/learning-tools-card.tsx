import { Link } from 'react-router';
import { ClipboardPlusIcon, FolderOpenIcon, PlusIcon, SettingsIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import { canManageContent, isAdmin } from '@lyceum/shared/permissions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CREATE_ASSIGNMENT_TARGET } from '@/features/dashboard/lib/dashboard-links';

interface Tool {
  label: string;
  to: string;
  icon: LucideIcon;
  primary?: boolean;
}

/**
 * Spec section 2 names these buttons and who sees them but gives them no action; each leads to
 * the screen where that task is done: classes (a class, then a topic, is where content and
 * students live), the users screen for an admin's students, Settings for System Settings.
 */
export function learningTools(role: Role): Tool[] {
  const tools: Tool[] = [{ label: 'Browse Classes', to: '/dashboard/classes', icon: FolderOpenIcon }];
  if (canManageContent(role)) {
    tools.push(
      { label: 'Create Assignment', to: CREATE_ASSIGNMENT_TARGET, icon: ClipboardPlusIcon },
      { label: 'Manage Students', to: isAdmin(role) ? '/dashboard/users' : '/dashboard/classes', icon: UsersIcon },
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
  return (
    <Card className="gap-4" data-testid="learning-tools">
      <CardHeader>
        <CardTitle asLevel="h2" className="text-lg">
          Learning Tools
        </CardTitle>
        <CardDescription>Shortcuts to everyday tasks</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:flex lg:flex-wrap">
        {learningTools(role).map(({ label, to, icon: Icon, primary }) => (
          <Button key={label} asChild variant={primary ? 'default' : 'outline'} className="justify-start">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
