/** mulberry32: a tiny seeded PRNG, so the generated district is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic 24-hex ids in the same shape as lib/ids.ts: a time prefix and a counter. */
export function idMaker(prefixSeconds: number): () => string {
  let counter = 0;
  const prefix = prefixSeconds.toString(16).padStart(8, '0');
  return () => prefix + (counter++).toString(16).padStart(16, '0');
}
