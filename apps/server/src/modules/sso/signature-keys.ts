import { createPublicKey, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * xml-crypto's RSA signature checks with each certificate's key parsed once, in the copy node-saml
 * loads. node-saml hands xml-crypto the IdP's certificates as PEM text, and xml-crypto passes the
 * text to `crypto.verify`, which parses the X.509 certificate again on every answer: 0.25 ms of a
 * ~2.7 ms check, ten times the RSA verification itself. Here the RSA PKCS#1 v1.5 algorithms
 * (RSA-SHA1, -SHA256, -SHA512) get the key as a KeyObject made from the same text, kept by the
 * text: the same key `crypto.verify` would have parsed from it, so the same answers. A text that
 * does not parse throws, as `crypto.verify` does. Other algorithms (HMAC, which xml-crypto leaves
 * off) are not touched: a public key must never become an HMAC secret.
 */
interface SignatureAlgorithm {
  verifySignature: (material: string, key: unknown, signatureValue: string, ...callback: unknown[]) => unknown;
}
interface XmlCrypto {
  SignedXml: { prototype: { findSignatureAlgorithm(this: unknown, name: string): SignatureAlgorithm } };
}
interface Algorithms {
  RsaSha1: new () => SignatureAlgorithm;
  RsaSha256: new () => SignatureAlgorithm;
  RsaSha512: new () => SignatureAlgorithm;
}

/** Keys kept by their PEM text: an IdP has one or two certificates, a school a few IdPs. */
const KEYS_KEPT = 64;
const keys = new Map<string, KeyObject>();

function keyOf(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(pem, key);
  }
  return key;
}

let done = false;

export function parseSignatureKeysOnce(): void {
  if (done) return;
  done = true;
  const here = createRequire(import.meta.url);
  const fromXmlCrypto = createRequire(createRequire(here.resolve('@node-saml/node-saml')).resolve('xml-crypto'));
  const { SignedXml } = fromXmlCrypto('xml-crypto') as XmlCrypto;
  const { RsaSha1, RsaSha256, RsaSha512 } = fromXmlCrypto('./signature-algorithms') as Algorithms;
  // Exactly these classes (not ones built on them, such as a PSS variant with options of its own).
  const pkcs1 = new Set<unknown>([RsaSha1, RsaSha256, RsaSha512]);
  const find = SignedXml.prototype.findSignatureAlgorithm;
  SignedXml.prototype.findSignatureAlgorithm = function (name) {
    const algorithm = find.call(this, name);
    if (pkcs1.has(algorithm.constructor)) {
      const verify = algorithm.verifySignature;
      algorithm.verifySignature = (material, key, signatureValue, ...callback) => verify(material, typeof key === 'string' ? keyOf(key) : key, signatureValue, ...callback);
    }
    return algorithm;
  };
}
