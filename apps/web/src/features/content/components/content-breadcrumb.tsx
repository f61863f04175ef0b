import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';

export interface Crumb {
  label: string;
  to?: string;
}

/** Class > topic > title (spec section 2); the last crumb is the current page. Links 24 px tall (WCAG 2.5.8). */
export function ContentBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t(f.breadcrumb)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={index}>
              <li className="min-w-0 break-words">
                {crumb.to ? (
                  <Link to={crumb.to} className="inline-flex min-h-6 items-center hover:text-foreground hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-foreground' : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true">
                  <ChevronRightIcon className="size-3.5 rtl:-scale-x-100" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
