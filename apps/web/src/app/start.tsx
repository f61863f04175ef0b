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
// Two one-time costs of a page's first render, each in a task of its own before React's first
// render slice (a message posted before React's scheduler posts its first runs first: the same
// task source). tailwind-merge builds its configuration on its first call (55 ms at a phone's
// speed), which was inside the first render slice to use `cn`; the page's first
// Intl.DateTimeFormat loads the locale's date data (some 80 ms, whatever the options), which was
// inside the render of the first dates shown. Once done, later calls skip both.
// One after the other: two messages posted together ran as one task.
const warmUps = [() => cn(), () => new Intl.DateTimeFormat().format(0)];
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  warmUps.shift()?.();
  if (warmUps.length > 0) channel.port2.postMessage(null);
  else channel.port1.close();
};
channel.port2.postMessage(null);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

