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

/** Resolves in a task of its own: what follows an `await` of it runs after the tasks already waiting, so a long piece of work can be split. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inTaskOfItsOwn(resolve));
}
