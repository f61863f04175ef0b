/** Table types of single sign-on (migrations 0024, 0025, 0027; modules/sso), part of `Database` in schema.ts. */
export interface SsoProvidersTable {
  id: string;
  kind: string;
  label: string;
  enabled: number;
  /** The admin's settings as JSON, one shape per kind. */
  settings: string;
  /** The client secret, encrypted under the server's secret (modules/sso/sso-secrets.ts). */
  secret: string | null;
  created_at: string;
  updated_at: string;
}

export interface SsoSettingsTable {
  key: string;
  value: string;
}

export interface SsoFlowsTable {
  state_hash: string;
  provider_id: string;
  browser_hash: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  invite_hash: string | null;
  expires_at: string;
}

export interface SsoHandoffsTable {
  code_hash: string;
  provider_id: string;
  user_id: string | null;
  status: number;
  message: string | null;
  return_to: string;
  expires_at: string;
  /** SAML: the flow's browser hash, checked when the code is traded (migration 0025); null when checked at the callback. */
  browser_hash?: string | null;
  /** SAML: who the log names the person by, written when the code is traded. */
  who?: string | null;
}

/** Assertion IDs that signed someone in, until they expire: the replay cache (migration 0025). */
export interface SamlAssertionsTable {
  provider_id: string;
  id_hash: string;
  expires_at: string;
}

export interface SsoIdentitiesTable {
  provider_id: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export interface SignInEventsTable {
  id: string;
  at: string;
  user_id: string | null;
  who: string;
  method: 'password' | 'sso' | 'invitation';
  provider: string | null;
  outcome: 'success' | 'refused';
  reason: string | null;
  address: string;
}
