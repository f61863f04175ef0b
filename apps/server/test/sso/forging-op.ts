import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * A small OpenID provider that answers the token request with an ID token the test crafts: every
 * way an attacker or a broken provider can get an ID token wrong, signed for real (jose) with
 * its published key, another key, or none. What refuses them is openid-client's validation and
 * Lyceum's own checks, unmocked.
 */
export interface ForgingOp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The published signing key: an RSA key whose public half is in the JWKS as kid "good". */
  key: CryptoKey;
  publicJwk: JWK;
  /** Makes the ID token of the next token request, from the nonce the authorization request carried. */
  craft: (request: { nonce: string }) => Promise<string>;
  /** A token as a well-behaved provider would sign it, with the given changes to claims and header. */
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>, key?: CryptoKey | Uint8Array): Promise<string>;
  close(): Promise<void>;
}

export async function startForgingOp(): Promise<ForgingOp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'good', use: 'sig', alg: 'RS256' };
  const pending = new Map<string, { nonce: string }>();
  const op = {} as ForgingOp;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', op.issuer);
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json({
        issuer: op.issuer,
        authorization_endpoint: `${op.issuer}/authorize`,
        token_endpoint: `${op.issuer}/token`,
        jwks_uri: `${op.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    } else if (url.pathname === '/jwks') {
      json({ keys: [publicJwk] });
    } else if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      pending.set(code, { nonce: url.searchParams.get('nonce') ?? '' });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(303, { location: back.href });
      res.end();
    } else if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const code = new URLSearchParams(body).get('code') ?? '';
        const request = pending.get(code);
        pending.delete(code);
        if (!request) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        op.craft(request).then((idToken) => json({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken }));
      });
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  Object.assign(op, {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId: 'forged-client',
    clientSecret: 'forged-client-secret-long-enough',
    key: privateKey,
    publicJwk,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  op.sign = async (claims, header = {}, key = privateKey) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: op.issuer, aud: op.clientId, sub: 'forged-sub', iat: now, exp: now + 300, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'good', ...header } as { alg: string })
      .sign(key);
  };
  op.craft = ({ nonce }) => op.sign({ nonce });
  return op;
}

/** An unsigned token (`alg: none`): jose will not make one, so it is put together by hand. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
