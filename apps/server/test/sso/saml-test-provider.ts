import { samlProviderInputSchema } from '@lyceum/shared/sso';
import type { SamlProvider } from '../../src/modules/sso/saml-client';
import { parseIdpMetadata } from '../../src/modules/sso/saml-xml';
import type { TestIdp } from './saml-idp';

/** The test IdP as one of Lyceum's SAML providers, with the default settings: for the tests that call saml-client itself. */
export const testSamlProvider = (idp: TestIdp): SamlProvider => ({
  id: 'prov-1',
  settings: samlProviderInputSchema.parse({ kind: 'saml', label: 'Test IdP' }),
  idp: parseIdpMetadata(idp.metadataXml),
});
