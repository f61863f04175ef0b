// A minimal OpenID provider for `npm run bench:sso`, in a worker thread so its work does not queue
// behind the bench's clients: discovery, keys, an authorization endpoint that signs the person in
// at once (the ID token signed there, with the request's nonce), and a token endpoint that hands
// that token over. What the provider spends per sign-in is thus out of Lyceum's timings but the
// token request's loopback round trip, which Lyceum's own code makes and waits for.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', use: 'sig', alg: 'RS256' };
const tokens = new Map();
let issuer = '';

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  const json = (body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/.well-known/openid-configuration') {
    json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  } else if (url.pathname === '/jwks') {
    json({ keys: [jwk] });
  } else if (url.pathname === '/authorize') {
    const login = url.searchParams.get('login_hint') ?? 'nobody';
    const now = Math.floor(Date.now() / 1000);
    new SignJWT({ email: `${login}@bench.test`, email_verified: true, nonce: url.searchParams.get('nonce') })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setIssuer(issuer)
      .setAudience(url.searchParams.get('client_id') ?? '')
      .setSubject(login)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey)
      .then((idToken) => {
        const code = randomBytes(16).toString('hex');
        tokens.set(code, idToken);
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(303, { location: back.href });
        res.end();
      });
  } else if (url.pathname === '/token') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const code = new URLSearchParams(body).get('code') ?? '';
      const idToken = tokens.get(code);
      tokens.delete(code);
      if (!idToken) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end('{"error":"invalid_grant"}');
        return;
      }
      json({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken });
    });
  } else {
    res.writeHead(404);
    res.end();
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  issuer = `http://127.0.0.1:${server.address().port}`;
  parentPort.postMessage({ issuer });
});
