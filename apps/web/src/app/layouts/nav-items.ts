import {
  BookOpenIcon,
  ClipboardListIcon,
  GraduationCapIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  LibraryIcon,
  UploadIcon,
  UserPlusIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';
import { shellMessages as m } from '@/app/layouts/shell-messages';
import type { MessageDescriptor } from '@/lib/i18n/messages';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Only these roles see the item; absent means everyone. */
  roles?: Role[];
  /** Active only on the exact path (the dashboard home would otherwise match every page). */
  end?: boolean;
}

/** Spec section 2, Dashboard layout: four items for all, two more for admins; and Import for admins (issue 21); the Question bank for teachers (issue 36). */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: m.navDashboard, icon: LayoutDashboardIcon, end: true },
  { to: '/dashboard/classes', label: m.navClasses, icon: GraduationCapIcon },
  { to: '/dashboard/assignments', label: m.navAssignments, icon: ClipboardListIcon },
  { to: '/dashboard/materials', label: m.navMaterials, icon: BookOpenIcon },
  { to: '/dashboard/question-bank', label: m.navQuestionBank, icon: LibraryIcon, roles: ['teacher'] },
  { to: '/dashboard/users', label: m.navUsers, icon: UsersIcon, roles: ['admin'] },
  { to: '/dashboard/register', label: m.navRegister, icon: UserPlusIcon, roles: ['admin'] },
  { to: '/dashboard/import', label: m.navImport, icon: UploadIcon, roles: ['admin'] },
  { to: '/dashboard/sign-in', label: m.navSignIn, icon: KeyRoundIcon, roles: ['admin'] },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}
