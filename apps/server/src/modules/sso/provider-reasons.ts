import { ClientError } from 'openid-client';
import { localized, reasonOf, textIn, WordedError, type LocalizedText } from '../../lib/http-errors';
import type { WordsIn } from '../../lib/i18n';
import { networkReason } from '../../lib/network-reasons';
import { METADATA_REASONS, OIDC_REASONS } from './sso-check.messages';

/** What openid-client's error code says of a discovery that failed, in words; null for a code not here. */
function oidcReason(error: unknown): LocalizedText | null {
  if (!(error instanceof ClientError)) return null;
  const cause = error.cause as { status?: unknown; body?: { issuer?: unknown } } | undefined;
  switch (error.code) {
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
      return typeof cause?.status === 'number' ? localized(METADATA_REASONS.httpStatus, { status: String(cause.status) }) : null;
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
    case 'OAUTH_PARSE_ERROR':
      return localized(OIDC_REASONS.notJson);
    case 'OAUTH_INVALID_RESPONSE':
      return localized(OIDC_REASONS.notConfiguration);
    case 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED':
      return typeof cause?.body?.issuer === 'string' ? localized(OIDC_REASONS.otherIssuer, { found: cause.body.issuer }) : null;
    case 'OAUTH_HTTP_REQUEST_FORBIDDEN':
      return localized(METADATA_REASONS.addressNotHttps);
    default:
      return null;
  }
}

/**
 * Why a provider's metadata or settings could not be read, as a message value in the admin's
 * language: Lyceum's own reason (a WordedError), openid-client's or the network's by their codes
 * (timeouts included), or, for an error no map knows, its own (English) words as before.
 */
export function providerReasonOf(error: unknown, host: string): WordsIn | string {
  if (error instanceof WordedError) return reasonOf(error);
  const text = oidcReason(error) ?? networkReason(error, host);
  return text ? (locale) => textIn(locale, text) : reasonOf(error);
}
