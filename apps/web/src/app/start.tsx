import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

/**
 * React and the app: the entry (main.ts) imports this once it has started the first URL's
 * downloads. The first render is a transition, so React renders it in slices of a few
 * milliseconds, yielding to the browser in between, rather than in one long task that a phone
 * would spend unresponsive.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
