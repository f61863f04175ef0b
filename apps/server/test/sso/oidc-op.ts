// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of oidc-provider, for the web e2e project that imports this file too
/// <reference path="../oidc-provider.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, exportJWK } from 'jose';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

/**
 * A real OpenID provider for the tests: oidc-provider (a certified OP implementation) on
 * 127.0.0.1, with its own development login page (any password; the login names the account).
 * Clients are registered by the test once it knows the redirect URI (the Lyceum provider's id is in it).
 */
export interface TestOp {
  issuer: string;
  /** The people it knows, by login: their claims (sub is the login). */
  accounts: Map<string, Record<string, unknown>>;
  /** Registers a confidential client; returns its id and secret. */
  registerClient(redirectUris: string[], options?: { postLogoutRedirectUris?: string[] }): { clientId: string; clientSecret: string };
  /** Replaces a client's registered redirect URIs (and where it may send people after logout). */
  setRedirectUris(clientId: string, redirectUris: string[], postLogoutRedirectUris?: string[]): void;
  close(): Promise<void>;
}

export async function startTestOp(): Promise<TestOp> {
  const clients = new Map<string, AdapterPayload>();
  const stores = new Map<string, AdapterPayload>();
  const grants = new Map<string, string[]>();
  const uids = new Map<string, string>();

  class TestAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: AdapterPayload): Promise<void> {
      stores.set(this.key(id), payload);
      if (this.model === 'Session' && payload.uid) uids.set(payload.uid, id);
      if (payload.grantId) grants.set(payload.grantId, [...(grants.get(payload.grantId) ?? []), this.key(id)]);
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.model === 'Client' ? clients.get(id) : stores.get(this.key(id));
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = uids.get(uid);
      return id === undefined ? undefined : stores.get(this.key(id));
    }
    async findByUserCode(): Promise<undefined> {
      return undefined;
    }
    async consume(id: string): Promise<void> {
      const payload = stores.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      stores.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) stores.delete(key);
      grants.delete(grantId);
    }
  }

  const accounts = new Map<string, Record<string, unknown>>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-op-key', use: 'sig', alg: 'RS256' };
  const issuerBox = { issuer: 'http://127.0.0.1:0' };
  // The issuer names the port, so the server listens first and hands requests to the provider once made.
  const handler: { serve?: ReturnType<Provider['callback']> } = {};
  const server: Server = await new Promise((resolve) => {
    const s = createServer((req, res) => handler.serve?.(req, res)).listen(0, '127.0.0.1', () => resolve(s));
  });
  issuerBox.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuerBox.issuer, {
    adapter: TestAdapter,
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-op-cookie-key-that-is-long-enough'] },
    // Scope claims in the ID token itself, as Google and Entra ID send them.
    conformIdTokenClaims: false,
    // The school's own claims come with every ID token, as a directory configured to send them does.
    claims: { openid: ['sub', 'employee_id', 'hd', 'tid', 'groups'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true, methods: ['S256'] },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // Consent is the school's: no consent screen, every scope the client asks for is granted.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handler.serve = provider.callback();
  let n = 0;
  return {
    issuer: issuerBox.issuer,
    accounts,
    registerClient(redirectUris, options = {}) {
      n += 1;
      const clientId = `lyceum-${n}`;
      const clientSecret = `secret-of-${clientId}-long-enough-for-hs256`;
      clients.set(clientId, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      });
      return { clientId, clientSecret };
    },
    setRedirectUris(clientId, redirectUris, postLogoutRedirectUris = []) {
      const client = clients.get(clientId);
      if (!client) throw new Error(`no client ${clientId}`);
      clients.set(clientId, { ...client, redirect_uris: redirectUris, post_logout_redirect_uris: postLogoutRedirectUris });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
