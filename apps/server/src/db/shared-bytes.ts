/**
 * The bytes of a large blob a reader thread answers (a page SQLite wrote as JSON, ~20 kB) reach the
 * event loop through a slot of one SharedArrayBuffer, not as a fresh ArrayBuffer per answer.
 *
 * Why: every ArrayBuffer the event loop receives is external memory to V8, and each 64 MB of it
 * starts a full mark-compact of the heap. At 7,000 pages a second (140 MB/s) that was a
 * mark-compact every 150-200 ms, each pausing the event loop 2-10 ms plus incremental steps: the
 * p99 of a 50-row page was 25-27 ms, and 13-15 ms without them (README "Performance"). A view of a
 * shared slot is a small object on the heap and no external memory.
 *
 * A slot holds one blob from the moment a reader claims it (compare-and-swap on its state, so two
 * readers never claim the same slot) until the event loop frees it: once the response carrying it
 * has closed (the kernel has the bytes, or the client is gone), or, for a view no response took (an
 * error between the read and the answer), once V8 has collected the view, when nothing can read it
 * any more. Freeing it explicitly unregisters the view, so a slot is never freed twice. With every
 * slot held, or a blob larger than a slot, the blob travels as a copy, as it did before. (A slot
 * claimed by a reader thread that then dies, which it should not, stays held: one slot fewer.)
 *
 * The reader's side of the protocol (claiming a slot, copying the bytes in) is in read-worker.mjs.
 */
export interface SharedBytes {
  /** `slots` slots of `slotSize` bytes each. */
  data: SharedArrayBuffer;
  /** One Int32 per slot: SLOT_FREE or SLOT_HELD. */
  states: SharedArrayBuffer;
  slotSize: number;
  /** Blobs smaller than this travel as copies (SHARED_BLOB_MIN_BYTES by default). */
  minBytes: number;
}

/**
 * Below this a copy costs less than a slot's bookkeeping (a class's topics, ~2 kB, measured faster
 * as copies), and its external memory hardly counts.
 */
export const SHARED_BLOB_MIN_BYTES = 8 * 1024;

export const SLOT_FREE = 0;
export const SLOT_HELD = 1;

/** 128 slots of 64 KiB (8 MiB): a 50-row page is ~20 kB, and 50 connections hold at most ~50 at once. */
export function createSharedBytes({ slots = 128, slotSize = 64 * 1024, minBytes = SHARED_BLOB_MIN_BYTES } = {}): SharedBytes {
  return {
    data: new SharedArrayBuffer(slots * slotSize),
    states: new SharedArrayBuffer(slots * Int32Array.BYTES_PER_ELEMENT),
    slotSize,
    minBytes,
  };
}

interface Lease {
  states: Int32Array;
  slot: number;
}

/** Hands `slot` back to the readers. */
export function freeSlot(states: Int32Array, slot: number): void {
  Atomics.store(states, slot, SLOT_FREE);
}

const leases = new WeakMap<Uint8Array, Lease>();
const collected = new FinalizationRegistry<Lease>((lease) => freeSlot(lease.states, lease.slot));

/** The event loop's view of the `length` bytes a reader wrote into `slot`, held until freed. */
export function viewOfSlot(shared: SharedBytes, states: Int32Array, slot: number, length: number): Buffer {
  const view = Buffer.from(shared.data, slot * shared.slotSize, length);
  const lease: Lease = { states, slot };
  leases.set(view, lease);
  collected.register(view, lease, view);
  return view;
}

/**
 * Frees the slot `bytes` sits in once `response` has closed (after that nothing reads it).
 * Whether `bytes` sat in a slot at all.
 */
export function freeWhenClosed(response: { once(event: 'close', listener: () => void): unknown }, bytes: Uint8Array): boolean {
  const lease = leases.get(bytes);
  if (!lease) return false;
  response.once('close', () => {
    if (!leases.delete(bytes)) return;
    collected.unregister(bytes);
    freeSlot(lease.states, lease.slot);
  });
  return true;
}

/** Slots held now (diagnostics and tests). */
export function heldSlots(states: Int32Array): number {
  let held = 0;
  for (let slot = 0; slot < states.length; slot++) if (Atomics.load(states, slot) === SLOT_HELD) held++;
  return held;
}
