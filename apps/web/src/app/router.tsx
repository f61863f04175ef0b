import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CenteredSpinner } from '@/components/ui/spinner';
import { RedirectIfSignedIn, RequireAuth, RequireRole } from '@/app/routes/guards';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { currentVisit } from '@/app/route-start';
import { useScrollToTopOnNavigate } from '@/app/scroll-to-top';
import { ROUTE_TABLE, type RouteDef } from '@/app/route-table';
import { richTextRenderer } from '@/lib/rich-text-renderer';

/**
 * React Router in declarative mode (`<BrowserRouter>` + `useRoutes`): the app loads no data
 * through the router, so the data router (loaders, actions, fetchers), about twice the size
 * gzipped, would be downloaded for nothing. Pages are code-split with React.lazy instead of
 * `route.lazy`; navigations run in a transition, so the current page stays until the next
 * one has downloaded. The routes are data (app/route-table.ts), which the entry also reads to
 * start a URL's downloads before React has arrived; here each route gets its element.
 */

/** Every module a route can render, by path, each its own lazily loaded chunk. */
export const ROUTE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  '/src/features/*/pages/*.tsx',
  '!/src/features/*/pages/*.test.tsx',
  '/src/app/layouts/dashboard-layout.tsx',
]);

/** What a route's `preload` names, as the app loads it: awaited with the page's own module. */
export const PRELOADS: Readonly<Record<string, () => Promise<unknown>>> = {
  '/src/lib/rich-text-render.ts': richTextRenderer.load,
};

const GUARDS = {
  signedOut: <RedirectIfSignedIn />,
  signedIn: <RequireAuth />,
  admin: <RequireRole role="admin" />,
} as const;

function elementOf(route: RouteDef): ReactNode {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  if (route.guard) return GUARDS[route.guard];
  const { module, component } = route;
  if (!module || !component) return undefined;
  const Component = lazy(async () => {
    const load = ROUTE_MODULES[module];
    if (!load) throw new Error(`No module ${module}`);
    // The page is downloading for the URL in the address bar: what it needs first depends on that visit.
    const visit = currentVisit();
    const preloads = Object.entries(route.preload ?? {}).flatMap(([name, wanted]) => {
      if (!wanted(visit)) return [];
      const preload = PRELOADS[name];
      if (!preload) throw new Error(`No preload ${name}`);
      return [preload()];
    });
    const [loaded] = await Promise.all([load(), ...preloads]);
    const exported = loaded[component];
    if (!exported) throw new Error(`${module} exports no ${component}`);
    return { default: exported };
  });
  return <Component />;
}

function toRouteObject(route: RouteDef): RouteObject {
  const element = elementOf(route);
  if (route.index) return { index: true, element };
  return { path: route.path, element, children: route.children?.map(toRouteObject) };
}

/** Every route of spec section 2, with its element. */
export const routes: RouteObject[] = ROUTE_TABLE.map(toRouteObject);

/** The routes, under the last-resort error boundary; a spinner until the first page has downloaded. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  useScrollToTopOnNavigate();
  return (
    <RouteErrorBoundary pathname={location.pathname}>
      <Suspense fallback={<CenteredSpinner className="min-h-dvh" />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
