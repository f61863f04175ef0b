import { localized, type LocalizedText } from './http-errors';
import type { MessageDescriptor } from './i18n';
import { NETWORK_REASONS as M } from './network-reasons.messages';

/** Node's and undici's codes for a request that got no answer, and the words for each. */
const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  ENOTFOUND: M.unknownHost,
  EAI_AGAIN: M.lookupFailed,
  ECONNREFUSED: M.refused,
  ECONNRESET: M.reset,
  EPIPE: M.reset,
  UND_ERR_SOCKET: M.reset,
  EHOSTUNREACH: M.unreachable,
  ENETUNREACH: M.unreachable,
  ETIMEDOUT: M.timedOut,
  UND_ERR_CONNECT_TIMEOUT: M.timedOut,
  UND_ERR_HEADERS_TIMEOUT: M.timedOut,
  UND_ERR_BODY_TIMEOUT: M.timedOut,
  CERT_HAS_EXPIRED: M.certificateExpired,
  CERT_NOT_YET_VALID: M.certificateNotYetValid,
  DEPTH_ZERO_SELF_SIGNED_CERT: M.certificateSelfSigned,
  SELF_SIGNED_CERT_IN_CHAIN: M.certificateSelfSigned,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: M.certificateUntrusted,
  UNABLE_TO_GET_ISSUER_CERT: M.certificateUntrusted,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: M.certificateUntrusted,
  ERR_TLS_CERT_ALTNAME_INVALID: M.certificateOtherName,
};

type Coded = Error & { code?: unknown; hostname?: unknown; host?: unknown; errors?: unknown };

/** The error and what it wraps: fetch's TypeError('fetch failed') holds the socket's error as its cause, an AggregateError one per address. */
function* chainOf(error: unknown): Generator<Coded> {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const coded = at as Coded;
    yield coded;
    if (Array.isArray(coded.errors) && coded.errors[0] instanceof Error) yield coded.errors[0] as Coded;
    at = coded.cause;
  }
}

/**
 * Why a request to another server failed, in words in every reader's language, by the network
 * error's code (Node's ENOTFOUND, undici's UND_ERR_CONNECT_TIMEOUT, TLS's CERT_HAS_EXPIRED) or an
 * abort signal's TimeoutError; null when none is known (fetch's own "fetch failed" stays then).
 * `host` names the server where the error does not.
 */
export function networkReason(error: unknown, host = ''): LocalizedText | null {
  for (const link of chainOf(error)) {
    // An abort signal's: Lyceum aborts a request to another server only when its time is up.
    if (link.name === 'TimeoutError' || link.name === 'AbortError') return localized(M.timedOut);
    const message = typeof link.code === 'string' ? BY_CODE[link.code] : undefined;
    if (message) {
      const named = typeof link.hostname === 'string' ? link.hostname : typeof link.host === 'string' ? link.host : host;
      return localized(message, { host: named });
    }
  }
  return null;
}
