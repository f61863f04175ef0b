import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Opens each new page at its top. The window keeps its scroll position across a client-side
 * navigation, so a page reached from halfway down another (the sign-in form on a phone, a long
 * class page) opened halfway down too, its heading out of sight. Runs when the new page is
 * committed (navigations run in a transition: the old page stays until then). Left alone: going
 * back or forward (the browser puts the position back), a change of the query only (a tab of the
 * same page), and a link to a #fragment.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
