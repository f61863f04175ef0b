import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { MenuIcon } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarContent } from '@/app/layouts/sidebar-content';

/**
 * Spec section 2, Dashboard layout: a fixed 16rem sidebar from the md breakpoint; below it a
 * top bar whose menu button opens the same content in a sheet sliding in from the left.
 */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <div className="min-h-dvh bg-background">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-sidebar border-r border-sidebar-border md:block" data-testid="sidebar">
        <SidebarContent />
      </aside>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur md:hidden">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <MenuIcon aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="w-sidebar gap-0 p-0" data-testid="mobile-nav">
            <SheetTitle className="sr-only">Navigation</SheetTitle>
            <SheetDescription className="sr-only">Pages of Lyceum, theme and account</SheetDescription>
            <SidebarContent onNavigate={close} />
          </SheetContent>
        </Sheet>
        <Link to="/dashboard" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <Logo className="text-base" />
        </Link>
      </header>

      <div className="md:pl-sidebar">
        <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
