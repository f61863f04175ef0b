import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address rate limits count a client by: its IP (behind TRUST_PROXY, the one the proxies
 * vouch for), an IPv6 address as its /64. One host or household is given a whole /64, so counting
 * single IPv6 addresses would let it start a fresh counter per request.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}
