/**
 * A background job that runs when kicked and on a timer, one run at a time. Kicks during a run
 * are coalesced into one more round after it, so a burst of commits costs one extra run rather
 * than one each, and nothing kicked is missed. A run starts on a later turn of the event loop
 * (setImmediate): the request that kicked it answers first. The outbox's dispatcher and the
 * email deliverer are both such jobs.
 */
export class KickedLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stoppedFlag = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether stop() was called: a run in progress checks it between steps. */
  get stopped(): boolean {
    return this.stoppedFlag;
  }

  /** Runs soon; kicks during a run make it go round once more. */
  kick(): void {
    if (this.stoppedFlag) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        await this.run();
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no run is in progress or kicked (tests, and stop). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Runs now and every `everyMs`, calling `onTick` too on each tick (an unref'd timer: it keeps no process alive). */
  start(everyMs: number, onTick?: () => void): void {
    this.kick();
    this.timer = setInterval(() => {
      this.kick();
      onTick?.();
    }, everyMs);
    this.timer.unref();
  }

  /** No more runs; resolves once the one in progress (if any) has ended. */
  async stop(): Promise<void> {
    this.stoppedFlag = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }
}
