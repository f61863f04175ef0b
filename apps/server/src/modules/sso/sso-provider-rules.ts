import type { MatchingSettings } from '@lyceum/shared/sso';
import { badRequest } from '../../lib/http-errors';
import { SSO_ERRORS } from './sso-errors.messages';

/** Rules of a provider's matching the schema cannot state field by field (both kinds). */
export function checkCombination(settings: Pick<MatchingSettings, 'matchBy' | 'matchClaim' | 'domains'>): void {
  if (settings.matchBy !== 'email' && !settings.matchClaim) throw badRequest(SSO_ERRORS.claimRequired);
  if (settings.matchBy === 'email' && settings.domains.length === 0) throw badRequest(SSO_ERRORS.domainsRequired);
}
