import { warmUpDates } from '@/lib/date-warm-up';
import { startEarlyRead } from '@/lib/early-reads';
import { addStartupWork } from '@/lib/startup';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ROUTE_TABLE, type RouteDef, type Visit } from '@/app/route-table';

/**
 * Which routes of the table a URL renders, without React Router (whose module would bring React
 * into the entry). The same answer as React Router's matchRoutes for every route of the table
 * (route-start.test.ts): each branch of the tree is a full path pattern, ranked as React Router
 * ranks them (static segments over parameters over the splat, index routes first), matched
 * case-insensitively with optional trailing slashes.
 */
interface Branch {
  routes: RouteDef[];
  pattern: RegExp;
  names: string[];
  score: number;
}

/** React Router's computeScore. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function compile(path: string): Pick<Branch, 'pattern' | 'names'> {
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return { pattern: new RegExp(`^${source}/*$`, 'i'), names };
}

function flatten(routes: RouteDef[], parents: RouteDef[] = [], parentPath = '', out: Branch[] = []): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    const chain = [...parents, route];
    if (route.children) flatten(route.children, chain, path, out);
    // As in React Router, a route without a path matches only as an index route.
    if (route.path !== undefined || route.index) out.push({ routes: chain, ...compile(path), score: score(path, Boolean(route.index)) });
  }
  return out;
}

// A stable sort: equal scores keep the table's order, as in React Router.
const BRANCHES = flatten(ROUTE_TABLE).sort((a, b) => b.score - a.score);

export interface RouteMatch {
  routes: RouteDef[];
  params: Record<string, string>;
}

/** The routes (outermost first) `pathname` renders and its parameters; null when none matches. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const branch of BRANCHES) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.names.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        params[name] = value;
      }
    });
    return { routes: branch.routes, params };
  }
  return null;
}

/**
 * The files each lazily loaded module needs beyond the app's own, as the build wrote them into
 * index.html (vite-plugin-startup.ts): module path -> [JavaScript files, stylesheets].
 */
type ChunkMap = Record<string, [string[], string[]]>;

function chunkMap(): ChunkMap {
  try {
    return JSON.parse(document.getElementById('route-chunks')?.textContent ?? '{}') as ChunkMap;
  } catch {
    return {};
  }
}

function preload(href: string, as: 'script' | 'style'): void {
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  // modulepreload: fetched and parsed, run later by the import that needs it (React.lazy's).
  link.rel = as === 'script' ? 'modulepreload' : 'preload';
  if (as === 'style') link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  addStartupWork(
    new Promise((settle) => {
      link.addEventListener('load', settle);
      link.addEventListener('error', settle);
    }),
  );
  document.head.appendChild(link);
}

/** The stored user's id and role, read loosely (the session checks it properly later: session-user.ts). */
function storedUser(storage: Storage): Visit['user'] {
  try {
    const user: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.user) ?? 'null');
    if (typeof user !== 'object' || user === null) return null;
    const { _id, role } = user as Record<string, unknown>;
    return typeof _id === 'string' && typeof role === 'string' ? { _id, role } : null;
  } catch {
    return null;
  }
}

function visitOf(match: RouteMatch | null, search: string, storage: Storage): Visit {
  const token = storage.getItem(STORAGE_KEYS.token);
  return { params: match?.params ?? {}, search: new URLSearchParams(search), user: token ? storedUser(storage) : null };
}

/** The visit of the page now in the address bar, as the entry saw it (the router's PRELOADS are per visit). */
export function currentVisit(location: Pick<Location, 'pathname' | 'search'> = window.location, storage: Storage = localStorage): Visit {
  return visitOf(matchRoute(location.pathname), location.search, storage);
}

/**
 * Starts everything the URL needs before it can show, all at once, while React is still on its
 * way: the files of every lazy module it renders (the signed-in shell and the page: left to
 * React.lazy, the page's download would start only once React had arrived and the shell had
 * rendered, and the page's own lazy parts only once it had rendered) and, with a stored session,
 * the page's first API reads, which its queries then adopt (lib/early-reads.ts). A signed-in URL
 * without a stored session starts the sign-in page instead, where it will redirect; the sign-in
 * page with one starts the dashboard.
 */
export function startRoute(pathname: string, search = '', storage: Storage = localStorage, files: ChunkMap = chunkMap()): void {
  const token = storage.getItem(STORAGE_KEYS.token);
  const match = matchRoute(pathname);
  if (!match) return;
  const guard = match.routes.find((route) => route.guard === 'signedIn' || route.guard === 'signedOut')?.guard;
  if (guard === 'signedIn' && !token) return startRoute('/login', '', storage, files);
  if (guard === 'signedOut' && token) return startRoute('/dashboard', '', storage, files);
  const visit = visitOf(match, search, storage);
  const modules = match.routes.flatMap((route) => [
    ...(route.module ? [route.module] : []),
    ...[...Object.entries(route.preload ?? {}), ...Object.entries(route.parts ?? {})].flatMap(([part, shows]) => (shows(visit) ? [part] : [])),
  ]);
  for (const module of modules) {
    const [scripts, styles] = files[module] ?? [[], []];
    scripts.forEach((file) => preload(file, 'script'));
    styles.forEach((file) => preload(file, 'style'));
  }
  if (!token) return;
  for (const route of match.routes) for (const path of route.reads?.(visit) ?? []) startEarlyRead(path, token);
  // While those files and reads are on the network, the phone would be idle.
  if (match.routes.some((route) => route.showsDates)) warmUpDates();
}
