import {
  BookOpenIcon,
  ClipboardListIcon,
  GraduationCapIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  UploadIcon,
  UserPlusIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@lyceum/shared/roles';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only these roles see the item; absent means everyone. */
  roles?: Role[];
  /** Active only on the exact path (the dashboard home would otherwise match every page). */
  end?: boolean;
}

/** Spec section 2, Dashboard layout: four items for all, two more for admins; and Import for admins (issue 21). */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/dashboard/classes', label: 'Classes', icon: GraduationCapIcon },
  { to: '/dashboard/assignments', label: 'Assignments', icon: ClipboardListIcon },
  { to: '/dashboard/materials', label: 'Materials', icon: BookOpenIcon },
  { to: '/dashboard/users', label: 'Users', icon: UsersIcon, roles: ['admin'] },
  { to: '/dashboard/register', label: 'Register User', icon: UserPlusIcon, roles: ['admin'] },
  { to: '/dashboard/import', label: 'Import', icon: UploadIcon, roles: ['admin'] },
  { to: '/dashboard/sign-in', label: 'Sign-in', icon: KeyRoundIcon, roles: ['admin'] },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
}
