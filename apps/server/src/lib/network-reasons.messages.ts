import { defineMessages } from './i18n';

/**
 * Why a request to another server (an identity provider's metadata or settings) got no answer, by
 * the network error's code (network-reasons.ts), inside "Lyceum could not read … at {url}: …":
 * lower case, no full stop. {host} is the server's name as the address gives it.
 */
export const NETWORK_REASONS = defineMessages({
  unknownHost: { id: 'server.network.unknownHost', defaultMessage: 'no server is known by the name {host} (is the address spelt right?)', description: 'Why a server could not be reached: DNS does not know the name; lower case' },
  lookupFailed: { id: 'server.network.lookupFailed', defaultMessage: 'the name {host} could not be looked up just now; try again later', description: 'Why a server could not be reached: DNS did not answer (a passing fault); lower case' },
  refused: { id: 'server.network.refused', defaultMessage: 'nothing answers at that address and port (the connection was refused)', description: 'Why a server could not be reached; lower case' },
  reset: { id: 'server.network.reset', defaultMessage: 'the server closed the connection before answering', description: 'Why a server could not be read; lower case' },
  unreachable: { id: 'server.network.unreachable', defaultMessage: "the server cannot be reached from Lyceum's network", description: 'Why a server could not be reached: no route to it; lower case' },
  timedOut: { id: 'server.network.timedOut', defaultMessage: 'it did not answer in time', description: 'Why a server could not be read: it took too long (10 seconds); lower case' },
  certificateExpired: { id: 'server.network.certificateExpired', defaultMessage: 'its HTTPS certificate has expired', description: 'Why a server could not be read; lower case' },
  certificateNotYetValid: { id: 'server.network.certificateNotYetValid', defaultMessage: 'its HTTPS certificate is not valid yet', description: 'Why a server could not be read; lower case' },
  certificateSelfSigned: { id: 'server.network.certificateSelfSigned', defaultMessage: 'its HTTPS certificate is self-signed, which Lyceum does not trust', description: 'Why a server could not be read; lower case' },
  certificateUntrusted: {
    id: 'server.network.certificateUntrusted',
    defaultMessage: 'its HTTPS certificate is not signed by an authority Lyceum trusts (is an intermediate certificate missing on that server?)',
    description: 'Why a server could not be read: the certificate chain cannot be verified; lower case',
  },
  certificateOtherName: { id: 'server.network.certificateOtherName', defaultMessage: 'its HTTPS certificate is for another name than {host}', description: 'Why a server could not be read; lower case' },
});
