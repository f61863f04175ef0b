/**
 * Runs `work` soon, in a task of its own: a message, which no timer clamping delays, and which,
 * posted before React's scheduler posts its next render slice, runs first (the same task source).
 * Part of the entry, so this module imports nothing.
 */
export function inTaskOfItsOwn(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    work();
  };
  channel.port2.postMessage(null);
}
