import { deferredModule } from '@/lib/deferred-module';

/**
 * The rich-text sanitiser and renderer (lib/rich-text-render.ts, DOMPurify and all), downloaded
 * when the first rich text shows (components/safe-html.tsx) or, for the routes that open on rich
 * text, with their page: the router awaits it with the page's own module (RouteDef.preload), so
 * such a page first renders with it and its content never changes shape under the reader.
 */
export const richTextRenderer = deferredModule(() => import('@/lib/rich-text-render'));
