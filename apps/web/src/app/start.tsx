import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { cn } from '@/lib/utils';

/**
 * React and the app: the entry (main.ts) imports this once it has started the first URL's
 * downloads. The first render is a transition, so React renders it in slices of a few
 * milliseconds, yielding to the browser in between, rather than in one long task that a phone
 * would spend unresponsive.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const reactRoot = createRoot(root);
// tailwind-merge builds its configuration on its first call (some 45 ms at a phone's speed),
// which was inside the first render slice to use `cn`: done in a task of its own before React's
// first render slice instead (a message posted before React's scheduler posts its first runs
// first: the same task source). The first date a screen shows has its own warm-up (lib/dates.ts).
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  cn();
  channel.port1.close();
};
channel.port2.postMessage(null);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

