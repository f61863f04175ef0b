import { createSign } from 'node:crypto';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSignatureKeysOnce } from './signature-keys';

/**
 * xml-crypto's RSA checks with keys parsed once answer as before: a signature by the certificate's
 * key verifies, the same signature over other bytes or under another certificate does not, a
 * certificate that does not parse throws, and an algorithm xml-crypto does not offer stays refused.
 */
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const HMAC_SHA1 = 'http://www.w3.org/2000/09/xmldsig#hmac-sha1';
const material = '<SignedInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><Reference URI="#_a"></Reference></SignedInfo>';

type Pems = { private: string; cert: string };
let idp: Pems;
let other: Pems;
beforeAll(async () => {
  parseSignatureKeysOnce();
  const pems = (name: string) => generate([{ name: 'commonName', value: name }], { keySize: 2048, algorithm: 'sha256' }) as Promise<Pems>;
  [idp, other] = await Promise.all([pems('IdP 1'), pems('IdP 2')]);
});

// What checkSignature calls (private in xml-crypto's types, not in its code).
type Verifier = { verifySignature(material: string, key: string, signatureValue: string): boolean };
const algorithm = (name: string) => (new SignedXml() as unknown as { findSignatureAlgorithm(name: string): Verifier }).findSignatureAlgorithm(name);
const signed = (pems: Pems, digest: string, text = material) => createSign(digest).update(text).sign(pems.private, 'base64');

describe('signature keys parsed once', () => {
  it('verifies what the certificate signed, again from the kept key, and nothing else', () => {
    for (const [name, digest] of [[RSA_SHA256, 'RSA-SHA256'], [RSA_SHA1, 'RSA-SHA1']] as const) {
      const signature = signed(idp, digest);
      for (const round of [1, 2]) {
        expect(algorithm(name).verifySignature(material, idp.cert, signature), `${name} round ${round}`).toBe(true);
        expect(algorithm(name).verifySignature(`${material} `, idp.cert, signature), `${name} other bytes`).toBe(false);
        expect(algorithm(name).verifySignature(material, other.cert, signature), `${name} other certificate`).toBe(false);
      }
      expect(algorithm(name).verifySignature(material, other.cert, signed(other, digest))).toBe(true);
    }
  });

  it('throws on a certificate that does not parse, and leaves HMAC refused', () => {
    const broken = idp.cert.replace(/[A-Za-z]{40}/, 'A'.repeat(40));
    expect(() => algorithm(RSA_SHA256).verifySignature(material, broken, signed(idp, 'RSA-SHA256'))).toThrow();
    expect(() => algorithm(HMAC_SHA1)).toThrow(/not supported/);
  });
});
