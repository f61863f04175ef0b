import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { Separator } from '@/components/ui/separator';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { cn } from '@/lib/utils';
import { navItemsFor } from '@/app/layouts/nav-items';
import { shellMessages } from '@/app/layouts/shell-messages';
import { ThemeSwitcher } from '@/app/layouts/theme-switcher';
import { UserMenu } from '@/app/layouts/user-menu';

/**
 * What the fixed sidebar and the mobile sheet both show. `onNavigate` lets the sheet close itself;
 * `bell` sits beside the logo (the fixed sidebar's; on phones the top bar has its own), `search`
 * under it (likewise).
 */
export function SidebarContent({ onNavigate, bell, search }: { onNavigate?: () => void; bell?: ReactNode; search?: ReactNode }) {
  const { user } = useSession();
  const t = useT();
  if (!user) return null;
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className="flex h-16 items-center justify-between gap-2 px-5">
        <Link to="/dashboard" onClick={onNavigate} className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80">
          <Logo />
        </Link>
        {bell}
      </div>
      {search && <div className="px-3 pb-2">{search}</div>}
      <nav aria-label={t(shellMessages.mainNavigation)} className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-1">
          {navItemsFor(user.role).map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80',
                    isActive
                      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                      : 'text-sidebar-foreground/85 hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-2 p-3">
        <ThemeSwitcher onChosen={onNavigate} />
        <Separator className="bg-sidebar-border" />
        <UserMenu onNavigate={onNavigate} />
      </div>
    </div>
  );
}
