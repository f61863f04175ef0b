/**
 * A page's first Intl.DateTimeFormat loads the locale's date data: some 16 ms on a laptop, 65 at a
 * phone's speed, whatever the options. Paid inside the render of the first date shown, it delays
 * that render; so it is paid ahead, in a task of its own (a message), once per page load.
 *
 * Two callers. The entry (app/route-start.ts), when the first URL's page shows dates: then it runs
 * while the page's files and data are still on the network, time the phone would spend idle. And
 * lib/dates.ts as it arrives, for a screen with dates reached later by a link. Screens without
 * dates never pay it: done for every screen at start-up, it put Settings' first paint 0.1 s later.
 * Part of the entry, so this module imports only what the entry has.
 */
import { inTaskOfItsOwn } from '@/lib/next-task';

let started = false;

export function warmUpDates(): void {
  if (started || typeof MessageChannel !== 'function') return;
  started = true;
  inTaskOfItsOwn(() => new Intl.DateTimeFormat().format(0));
}
