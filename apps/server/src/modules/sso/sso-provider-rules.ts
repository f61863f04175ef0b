import { SSO_MSG, type MatchingSettings } from '@lyceum/shared/sso';
import { badRequest } from '../../lib/http-errors';

/** Rules of a provider's matching the schema cannot state field by field (both kinds). */
export function checkCombination(settings: Pick<MatchingSettings, 'matchBy' | 'matchClaim' | 'domains'>): void {
  if (settings.matchBy !== 'email' && !settings.matchClaim) throw badRequest(SSO_MSG.claimRequired);
  if (settings.matchBy === 'email' && settings.domains.length === 0) throw badRequest(SSO_MSG.domainsRequired);
}
