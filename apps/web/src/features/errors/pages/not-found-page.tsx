import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon, BookOpenIcon, GraduationCapIcon, HomeIcon, LayoutDashboardIcon, UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

const quickLinks = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/dashboard/classes', label: 'Classes', icon: GraduationCapIcon },
  { to: '/dashboard/students', label: 'Students', icon: UsersIcon },
  { to: '/dashboard/materials', label: 'Materials', icon: BookOpenIcon },
];

/** 404 (spec section 2): Go Back, Back to Dashboard and quick links. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeftIcon /> Go Back
        </Button>
        <Button asChild>
          <Link to="/dashboard">
            <HomeIcon /> Back to Dashboard
          </Link>
        </Button>
      </div>
      <nav aria-label="Quick links" className="mt-12 w-full max-w-lg">
        <h2 className="text-sm font-medium text-muted-foreground">Quick links</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {quickLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex flex-col items-center gap-2 rounded-lg border bg-card p-4 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The 404 for paths outside the dashboard, where no layout provides the main landmark. */
export function StandaloneNotFoundPage() {
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}
