import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon, BookOpenIcon, GraduationCapIcon, HomeIcon, LayoutDashboardIcon, UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { errorsMessages as m } from '@/features/errors/errors-messages';

const quickLinks = [
  { to: '/dashboard', label: m.dashboard, icon: LayoutDashboardIcon },
  { to: '/dashboard/classes', label: m.classes, icon: GraduationCapIcon },
  { to: '/dashboard/students', label: m.students, icon: UsersIcon },
  { to: '/dashboard/materials', label: m.materials, icon: BookOpenIcon },
];

/** 404 (spec section 2): Go Back, Back to Dashboard and quick links. */
export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t(m.title)}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        {t(m.text)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeftIcon className="rtl:-scale-x-100" /> {t(m.goBack)}
        </Button>
        <Button asChild>
          <Link to="/dashboard">
            <HomeIcon /> {t(m.backToDashboard)}
          </Link>
        </Button>
      </div>
      <nav aria-label={t(m.quickLinks)} className="mt-12 w-full max-w-lg">
        <h2 className="text-sm font-medium text-muted-foreground">{t(m.quickLinks)}</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {quickLinks.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex flex-col items-center gap-2 rounded-lg border bg-card p-4 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/80"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {t(label)}
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
