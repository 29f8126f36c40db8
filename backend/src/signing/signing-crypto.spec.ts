import { decodeJws, decryptPrivateKey, newSigningKey, signJws } from './signing-crypto';

describe('signing crypto', () => {
  it('signs a compact JWS that verifies with the public key and fails when one byte changes', () => {
    const key = newSigningKey('secret-one');
    const token = signJws({ code: 'abc', number: 7 }, key.kid, key.privateKey);
    const decoded = decodeJws(token);
    expect(decoded?.kid).toBe(key.kid);
    expect(decoded?.payload).toEqual({ code: 'abc', number: 7 });
    expect(decoded?.verifiesWith(key.x)).toBe(true);
    const [h, p, s] = token.split('.');
    const payload = Buffer.from(p, 'base64url');
    payload[payload.length - 2] ^= 1;
    const tampered = `${h}.${payload.toString('base64url')}.${s}`;
    expect(decodeJws(tampered)?.verifiesWith(key.x) ?? false).toBe(false);
  });

  it('decrypts the private key only with the same secret and kid', () => {
    const key = newSigningKey('secret-one');
    const back = decryptPrivateKey('secret-one', key.kid, key.privateEnc);
    const token = signJws({ a: 1 }, key.kid, back);
    expect(decodeJws(token)?.verifiesWith(key.x)).toBe(true);
    expect(() => decryptPrivateKey('secret-two', key.kid, key.privateEnc)).toThrow();
    expect(() => decryptPrivateKey('secret-one', 'other-kid', key.privateEnc)).toThrow();
    expect(key.privateEnc).not.toContain(key.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'));
  });

  it('refuses what is not a compact EdDSA JWS', () => {
    expect(decodeJws('a.b')).toBeNull();
    expect(decodeJws('not a token')).toBeNull();
    const none = `${Buffer.from('{"alg":"none","kid":"k"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.x`;
    expect(decodeJws(none)).toBeNull();
  });
});
