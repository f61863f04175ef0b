import { startRoute } from '@/app/route-start';
import { applyLocale, initialLocale, loadCatalogue } from '@/lib/i18n/locale';
import { inTaskOfItsOwn } from '@/lib/next-task';
import { applyTheme, initialTheme, resolveTheme } from '@/lib/theme/theme';
import './index.css';
// Rich text's styles (~1.7 kB compressed) ride in the main stylesheet: as a stylesheet of the pages
// that show rich text they were one more request among the page's first ones, which on a phone's
// six HTTP/1.1 connections cost more than their bytes (docs/performance.md). Both are scoped
// (`.rich-text`, highlight.js's tokens), so they change nothing elsewhere; the editor's code
// blocks use the same token colours.
import '@/components/rich-text.css';
import '@/components/code-highlight.css';

/**
 * The entry: a few kilobytes that start, at once, everything the first URL needs: the app
 * (app/start.tsx: React and all, which index.html already preloads), the files of the URL's own
 * routes and its first API reads; rather than one after the other. Nothing here may import React
 * statically, or the app would wait for it.
 */

// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(resolveTheme(initialTheme()));

// The language too: `<html lang dir>` before the first paint, and its catalogue's download beside the app's.
const locale = initialLocale();
applyLocale(locale);
void loadCatalogue(locale).catch(() => {});

startRoute(window.location.pathname, window.location.search);

// React's own modules (react-dom: a third of a megabyte) are a chunk of their own, downloaded beside
// the app's (index.html preloads both), and evaluated first, in a task of their own: evaluated
// with the app, in one task, they kept a phone busy for some 120 ms at a stretch just as the page's
// first content was due.
import('react-dom/client')
  .then(() => new Promise<void>((resolve) => inTaskOfItsOwn(resolve)))
  .then(() => import('@/app/start'))
  .catch((error: unknown) => {
    console.error('Lyceum could not be downloaded.', error);
    document.getElementById('root')?.replaceChildren('Lyceum could not be downloaded. Check the connection and reload the page.');
  });
