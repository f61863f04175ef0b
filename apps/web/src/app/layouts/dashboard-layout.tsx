import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MenuIcon } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { deferredModule } from '@/lib/deferred-module';
import { useT } from '@/lib/i18n/i18n-context';
// Plurals and selects for every signed-in screen (the sign-in page goes without: see the module).
import '@/lib/i18n/rich-messages';
import { shellMessages as m } from '@/app/layouts/shell-messages';
import { SidebarContent } from '@/app/layouts/sidebar-content';
import { QueryProvider } from '@/app/query-provider';
import { LiveUpdates } from '@/app/layouts/live-updates';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useShellSearch } from '@/features/search/components/shell-search';
import { ProfileLocale } from '@/features/profile/components/profile-locale';

// The sheet's dialog code downloads after the page (see deferredModule); its button renders at once.
const sheetUi = deferredModule(() => import('@/components/ui/sheet'));

/**
 * Spec section 2, Dashboard layout: a fixed 16rem sidebar from the md breakpoint; below it a
 * top bar whose menu button opens the same content in a sheet sliding in from the left.
 */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const mainRef = useMainFocusOnNavigation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sheet = sheetUi.useModule();
  const search = useShellSearch();
  const t = useT();
  return (
    <QueryProvider>
      {/* The profile's language and time zone, for everything inside. */}
      <ProfileLocale>
        {/* From md up, a two-column grid: the sidebar's column (and its background) runs the full
            height of the page, while its content sticks to the viewport as the page scrolls. A fixed
            sidebar would end at the first screen's height in full-page captures and print. */}
        <div className="min-h-dvh bg-background md:grid md:grid-cols-[var(--spacing-sidebar)_minmax(0,1fr)]">
          <aside className="hidden border-e border-sidebar-border bg-sidebar md:block" data-testid="sidebar">
            <div className="sticky top-0 h-dvh">
              <SidebarContent bell={<NotificationBell />} search={search.wide} />
            </div>
          </aside>

          <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur md:hidden">
            {/* A plain button opening a controlled sheet (no SheetTrigger), so it needs no sheet code to render. */}
            <Button
              ref={menuButtonRef}
              variant="ghost"
              size="icon"
              aria-label={t(m.openMenu)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuOpen(true);
                sheetUi.want();
              }}
            >
              <MenuIcon aria-hidden="true" />
            </Button>
            {sheet && (
              <sheet.Sheet open={menuOpen} onOpenChange={setMenuOpen}>
                <sheet.SheetContent
                  side="left"
                  className="w-sidebar gap-0 p-0"
                  data-testid="mobile-nav"
                  data-nav-sheet
                  onCloseAutoFocus={(event) => {
                    // Back to the menu button, which Radix cannot know of without a SheetTrigger.
                    event.preventDefault();
                    menuButtonRef.current?.focus();
                  }}
                >
                  <sheet.SheetTitle className="sr-only">{t(m.navigation)}</sheet.SheetTitle>
                  <sheet.SheetDescription className="sr-only">{t(m.navigationDescription)}</sheet.SheetDescription>
                  <SidebarContent onNavigate={close} />
                </sheet.SheetContent>
              </sheet.Sheet>
            )}
            <Link to="/dashboard" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80">
              <Logo className="text-base" />
            </Link>
            <div className="ms-auto flex items-center gap-1">
              {search.icon}
              <NotificationBell />
            </div>
          </header>

          <div className="min-w-0">
            {/* pb-28: room at the end of every page for the toasts (bottom right, bottom on phones; up
                to three stacked), so a page scrolled to its end, a form's buttons or the class
                page's Add Student, shows its last controls above them. */}
            <main ref={mainRef} tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 outline-none sm:px-6 md:pt-8 lg:px-8">
              <Outlet />
            </main>
          </div>
        </div>
        {/* Last: its download queues behind the shell's menus and the page's own deferred parts. */}
        <LiveUpdates />
        {search.dialog}
      </ProfileLocale>
    </QueryProvider>
  );
}

/**
 * After a client-side navigation (a link, a redirect after sign-in), focus moves to the new
 * page's <main>: otherwise it stays on an element that may no longer exist (focus falls to
 * <body>, and the next Tab starts wherever the browser guesses), and a screen reader hears
 * nothing of the new page. Not on a full page load, where the browser already starts at the top.
 */
function useMainFocusOnNavigation() {
  const { pathname, key } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  // React Router keys the document's first entry 'default'.
  const shown = useRef<string | null>(key === 'default' ? pathname : null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Leave focus alone if the user already moved into the page (a late re-render must not pull them back).
    const main = mainRef.current;
    // preventScroll: focusing scrolls <main> to the window's top edge, under the phone's sticky
    // header, hiding the page's heading; the page is already at its top (app/scroll-to-top.ts).
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
