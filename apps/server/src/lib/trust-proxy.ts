import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which X-Forwarded-For entries name the client: none (off), the last `hops` of them (that many
 * proxies in front of every request), or those appended by the listed proxy addresses.
 */
export type TrustProxy = false | number | string[];

const ACCEPTED = 'give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)';

/** proxy-addr's names for the private ranges, handy for a proxy on the same host or network. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (or unset, `0`), a hop count, or a comma-separated list of proxy addresses.
 * `true` is refused rather than guessed at: trusting every hop makes the left-most
 * X-Forwarded-For entry, which the client writes, its address; and reading `true` as one hop
 * would do the same on a server that clients can also reach directly.
 */
export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({ code: 'custom', message: `true would let any client choose its address; ${ACCEPTED}` });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 20) return hops;
    ctx.addIssue({ code: 'custom', message: `${value} proxies is more than 20; ${ACCEPTED}` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrCidr(entry));
  if (wrong !== undefined) {
    ctx.addIssue({ code: 'custom', message: `"${wrong}" is not an IP address or CIDR; ${ACCEPTED}` });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's `trustProxy` for a setting. A list goes as it is (proxy-addr: the client is the
 * right-most entry not added by a listed proxy). A hop count becomes a function: Fastify ignores a
 * bare number (it cannot check the peer), and a count is only as safe as the network is closed —
 * the docs say to use it only when clients cannot reach the server except through the proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
