import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema';
import { decodeMessage, encodeMessage, type BusMessage, type EventBus } from './bus';

const CHANNEL = 'lyceum_events';
/** Waits before connecting the listener again: 0.1 s, doubling, at most 5 s. */
const retryDelay = (attempt: number): number => Math.min(5_000, 100 * 2 ** attempt);

/**
 * PostgreSQL LISTEN/NOTIFY between the server processes of one database. The listener is a
 * dedicated connection of its own (a pooled one would be handed to queries and lose its LISTEN).
 * Event ids are sent with NOTIFY inside the dispatcher's transaction, so PostgreSQL delivers them
 * exactly when the rows are marked published, to every listening process. Losing the listener's
 * connection may lose notifications: when it is back, `onGap` handlers resume from the database.
 */
export class PostgresBus implements EventBus {
  private readonly handlers: ((message: BusMessage) => void)[] = [];
  private readonly gapHandlers: (() => void)[] = [];
  private client: pg.Client | null = null;
  private closed = false;
  private attempt = 0;
  private readonly gone = new WeakSet<pg.Client>();
  /** Tells this process's own user messages from the others'. */
  private readonly origin = randomBytes(6).toString('hex');

  constructor(
    private readonly db: Kysely<Database>,
    private readonly newClient: () => pg.Client,
    private readonly log: (error: unknown) => void,
  ) {}

  /** Connects and listens; resolves once listening (or after the first failure, retrying behind). */
  async start(): Promise<void> {
    await this.connect(false);
  }

  private async connect(afterLoss: boolean): Promise<void> {
    if (this.closed) return;
    const client = this.newClient();
    client.on('notification', (note) => {
      if (note.channel === CHANNEL && note.payload) this.receive(note.payload);
    });
    client.on('error', (error) => {
      this.log(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.log(error);
      this.lost(client);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    if (afterLoss) this.gapHandlers.forEach((handler) => handler());
  }

  /** Once per client: stop using it and connect again, with back-off; the reconnection reports the gap. */
  private lost(client: pg.Client): void {
    if (this.gone.has(client)) return;
    this.gone.add(client);
    if (this.client === client) this.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.closed) return;
    const delay = retryDelay(this.attempt);
    this.attempt += 1;
    setTimeout(() => void this.connect(true), delay).unref();
  }

  private receive(payload: string): void {
    // User messages carry their sender: this process already acted on its own.
    const at = payload.indexOf('|');
    const [origin, text] = at >= 0 ? [payload.slice(0, at), payload.slice(at + 1)] : ['', payload];
    const message = decodeMessage(text);
    if (!message || (message.type === 'user' && origin === this.origin)) return;
    this.handlers.forEach((handler) => handler(message));
  }

  async publishEvents(ids: number[], trx: Kysely<Database>): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${encodeMessage({ type: 'event', ids })})`.execute(trx);
  }

  async publishUser(id: string): Promise<void> {
    await sql`select pg_notify(${CHANNEL}, ${`${this.origin}|${encodeMessage({ type: 'user', id })}`})`.execute(this.db);
  }

  subscribe(handler: (message: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
