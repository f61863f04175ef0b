import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { fastifyTrustProxy } from './trust-proxy';

const ACCEPTED = 'give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)';

describe('TRUST_PROXY', () => {
  it('is off unless set, and off for false, no and 0', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const value of ['false', 'FALSE', 'no', '0', ' ']) expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses true at start-up, with one line naming the variable and the accepted forms', () => {
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`Invalid environment variable TRUST_PROXY: true would let any client choose its address; ${ACCEPTED}`);
    }
  });

  it('refuses what is not an address, a CIDR or a sensible count', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.local' })).toThrow(`Invalid environment variable TRUST_PROXY: "proxy.local" is not an IP address or CIDR; ${ACCEPTED}`);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('Invalid environment variable TRUST_PROXY: "10.0.0.0/33" is not an IP address or CIDR');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow('Invalid environment variable TRUST_PROXY: "" is not an IP address or CIDR');
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow('Invalid environment variable TRUST_PROXY: "-1" is not an IP address or CIDR');
    expect(() => loadConfig({ TRUST_PROXY: '21' })).toThrow(`Invalid environment variable TRUST_PROXY: 21 proxies is more than 20; ${ACCEPTED}`);
  });

  it('gives Fastify a function for a hop count, which trusts exactly that many hops (Fastify ignores a bare number)', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('a function expected');
    expect([0, 1, 2].map((hop) => trust('203.0.113.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
