import { startRoute } from '@/app/route-start';
import { applyTheme, initialTheme, resolveTheme } from '@/lib/theme/theme';
import './index.css';

/**
 * The entry: a few kilobytes that start, at once, everything the first URL needs: the app
 * (app/start.tsx: React and all, which index.html already preloads), the files of the URL's own
 * routes and its first API reads; rather than one after the other. Nothing here may import React,
 * or the app would wait for it.
 */

// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(resolveTheme(initialTheme()));

startRoute(window.location.pathname, window.location.search);

import('@/app/start').catch((error: unknown) => {
  console.error('Lyceum could not be downloaded.', error);
  document.getElementById('root')?.replaceChildren('Lyceum could not be downloaded. Check the connection and reload the page.');
});
