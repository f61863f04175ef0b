import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from './sso-secrets';

/**
 * A random value in an HttpOnly cookie that ties a sign-in flow to the browser that started it:
 * an answer carried to another browser (a link an attacker got from their own sign-in, to sign
 * the victim in as the attacker) finds no matching cookie and signs no one in. SameSite=Lax, so
 * the provider's redirect back (a top-level GET) carries it. Reused while present, so two tabs'
 * flows both keep working.
 */
const NAME = 'lyceum_sso';
const PATH = '/api/auth/sso';
const SHAPE = /^[\w-]{43}$/;

export function browserIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === NAME && value !== undefined && SHAPE.test(value)) return value;
  }
  return undefined;
}

export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply): string {
  const id = browserIdOf(request) ?? randomToken();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${NAME}=${id}; Path=${PATH}; HttpOnly; SameSite=Lax; Max-Age=1800${secure}`);
  return id;
}
