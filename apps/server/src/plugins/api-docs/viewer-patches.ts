/**
 * Three defaults of Scalar's standalone bundle that a strict policy reports as violations, changed
 * in the bytes we serve because the bundle offers no setting that takes effect early enough:
 *
 * - zod (inside the bundle) probes for eval with `new Function("")` to choose its JIT parser; the
 *   probe is caught, but the browser reports it. zod's own `jitless` mode (what it does when the
 *   probe fails) is not reachable from outside the bundle, so the probe answers "no" at once.
 * - The first render uses the default configuration, which loads Scalar's fonts from its CDN,
 *   before our `withDefaultFonts: false` arrives. The default becomes false; fonts are the system's.
 * - Scalar's chat assistant, which asks Scalar's servers, is on without a key when the page is on
 *   localhost, and that first render mounts it (and it fetches) before `agent: { disabled: true }`
 *   arrives. We never give it a key, so it is always off.
 *
 * Each patch must match exactly once: a Scalar upgrade that changes them fails loudly (and the
 * server test says so) rather than quietly serving a bundle that breaks the policy.
 */
const PATCHES: { name: string; find: RegExp; replace: string }[] = [
  { name: 'zod eval probe', find: /try\{return new Function\(""\),!0\}catch\(e\)\{return!1\}/g, replace: 'return!1' },
  {
    name: 'default fonts off',
    find: /withDefaultFonts:(\w+)\(\)\.optional\(\)\.default\(!0\)\.catch\(!0\)/g,
    replace: 'withDefaultFonts:$1().optional().default(!1).catch(!1)',
  },
  { name: 'assistant off', find: /return!e\?\.agent\?\.disabled&&\(/g, replace: 'return!1&&(' },
];

/** The bundle as we serve it; throws when a patch does not match exactly once. */
export function patchViewer(source: string): string {
  return PATCHES.reduce((text, patch) => {
    const matches = text.match(patch.find)?.length ?? 0;
    if (matches !== 1) throw new Error(`Scalar bundle patch "${patch.name}" matched ${matches} times, not once: check it against this version`);
    return text.replace(patch.find, patch.replace);
  }, source);
}
