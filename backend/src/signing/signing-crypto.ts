import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  KeyObject,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';

/**
 * Ed25519 keys and compact JWS (RFC 7515, `alg: EdDSA`) with node:crypto alone.
 * The private key is kept as PKCS#8 DER encrypted with AES-256-GCM under a key derived by
 * HKDF-SHA256 from the server secret (SIGNING_KEY_SECRET, else JWT_SECRET); the `kid` is the
 * additional authenticated data, so a ciphertext cannot be moved to another key's row.
 */

const b64u = (b: Buffer) => b.toString('base64url');

export function wrappingKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'balti-signing-keys', 'ed25519-private-key v1', 32),
  );
}

export interface NewKey {
  kid: string;
  /** The JWK's `x`: raw 32-byte public key, base64url. */
  x: string;
  privateEnc: string;
  privateKey: KeyObject;
}

export function newSigningKey(secret: string): NewKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = b64u(randomBytes(12));
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string };
  return { kid, x: jwk.x, privateEnc: encryptPrivateKey(secret, kid, privateKey), privateKey };
}

export function encryptPrivateKey(secret: string, kid: string, key: KeyObject): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret), iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const der = key.export({ format: 'der', type: 'pkcs8' });
  const ct = Buffer.concat([cipher.update(der), cipher.final()]);
  return [b64u(iv), b64u(cipher.getAuthTag()), b64u(ct)].join('.');
}

export function decryptPrivateKey(secret: string, kid: string, enc: string): KeyObject {
  const [iv, tag, ct] = enc.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret), iv);
  decipher.setAAD(Buffer.from(kid, 'utf8'));
  decipher.setAuthTag(tag);
  const der = Buffer.concat([decipher.update(ct), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

export function publicKeyOf(x: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/** `base64url(header).base64url(payload).base64url(signature)` with header `{ alg: 'EdDSA', kid }`. */
export function signJws(payload: object, kid: string, key: KeyObject): string {
  const input = `${b64u(Buffer.from(JSON.stringify({ alg: 'EdDSA', kid })))}.${b64u(Buffer.from(JSON.stringify(payload)))}`;
  return `${input}.${b64u(sign(null, Buffer.from(input), key))}`;
}

export interface DecodedJws {
  kid: string;
  payload: Record<string, unknown>;
  /** Checks the signature with a public key. */
  verifiesWith(x: string): boolean;
}

/** Parses a compact JWS; null when it is not one (three base64url parts, JSON header with EdDSA and kid). */
export function decodeJws(token: string): DecodedJws | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    if (header.alg !== 'EdDSA' || typeof header.kid !== 'string') return null;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    const signature = Buffer.from(parts[2], 'base64url');
    const input = Buffer.from(`${parts[0]}.${parts[1]}`);
    return {
      kid: header.kid,
      payload: payload as Record<string, unknown>,
      verifiesWith: (x: string) => {
        try {
          return verify(null, input, publicKeyOf(x), signature);
        } catch {
          return false;
        }
      },
    };
  } catch {
    return null;
  }
}
