import { generateKeyPairSync, sign } from 'node:crypto';
import {
  applySync,
  decodeToken,
  mergeRevoked,
  NOTHING_KEPT,
  stateOf,
  verifyKept,
  verifyOffline,
  type Jwk,
  type PassClaims,
} from './offlineCheck';

const b64u = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const jwk: Jwk = {
  kty: 'OKP',
  crv: 'Ed25519',
  x: (publicKey.export({ format: 'jwk' }) as { x: string }).x,
  kid: 'k1',
  alg: 'EdDSA',
  use: 'sig',
};

const claims: PassClaims = {
  code: 'COD123',
  series: 'BD',
  number: 7,
  company: 'balta-demo',
  water: 'Lacul Mare',
  valid_from: '2026-06-01T05:00:00.000Z',
  valid_to: '2026-06-02T05:00:00.000Z',
  initials: 'P. I.',
  iat: 1,
};
function token(c: object = claims, kid = 'k1') {
  const input = `${b64u(JSON.stringify({ alg: 'EdDSA', kid }))}.${b64u(JSON.stringify(c))}`;
  return `${input}.${b64u(sign(null, Buffer.from(input), privateKey))}`;
}
const during = new Date('2026-06-01T12:00:00Z');

describe('offline pass verification', () => {
  it('accepts a pass signed by a known key of the host company and reads its state from the clock', async () => {
    expect(await verifyOffline(token(), 'balta-demo', [jwk], new Set(), during)).toEqual({
      kind: 'checked',
      claims,
      state: 'valid',
      exited_at: null,
    });
    expect(stateOf(claims, new Set(), new Date('2026-05-31T12:00:00Z'))).toBe('upcoming');
    expect(stateOf(claims, new Set(), new Date('2026-06-02T05:00:00Z'))).toBe('expired');
    expect(stateOf(claims, new Set(['COD123']), during)).toBe('cancelled');
  });

  it('calls falsified a token edited by one byte, one that is no token and another company', async () => {
    const [h, p, s] = token().split('.');
    const edited = Buffer.from(p, 'base64url');
    edited[5] ^= 1;
    for (const bad of [`${h}.${b64u(edited)}.${s}`, 'nu.este.token', 'abc']) {
      expect(await verifyOffline(bad, 'balta-demo', [jwk], new Set(), during)).toEqual({ kind: 'falsified' });
    }
    expect(await verifyOffline(token(), 'lacul-linistit', [jwk], new Set(), during)).toEqual({ kind: 'falsified' });
    // Another company's pass needs none of this host's keys to be refused.
    expect(await verifyOffline(token(), 'lacul-linistit', [], new Set(), during)).toEqual({ kind: 'falsified' });
    expect(decodeToken(token({ code: 1 }))).toBeNull();
  });

  it('does not call forged a pass signed by a key the device does not keep: no keys yet, or a newer key', async () => {
    expect(await verifyOffline(token(), 'balta-demo', [], new Set(), during)).toEqual({ kind: 'unknown_key' });
    expect(await verifyOffline(token(claims, 'alta'), 'balta-demo', [jwk], new Set(), during)).toEqual({
      kind: 'unknown_key',
    });
  });

  it('keeps each cancelled code once across syncs', () => {
    expect(mergeRevoked(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('calls retired a pass signed by a key retired as compromised, whatever it claims', async () => {
    expect(await verifyOffline(token(), 'balta-demo', [jwk], new Set(), during, new Set(['k1']))).toEqual({
      kind: 'retired',
    });
    expect(await verifyOffline(token(claims, 'alta'), 'balta-demo', [], new Set(), during, new Set(['alta']))).toEqual({
      kind: 'retired',
    });
  });

  it('replaces the kept codes with a whole list and adds an incremental one, following the sequence', async () => {
    const rev = (codes: string[], full: boolean, seq: number, retired: string[] = []) => ({
      since: null,
      synced_at: '2026-06-01T12:00:00.000Z',
      seq,
      full,
      revoked: codes.map((code) => ({
        code,
        cancelled_at: '2026-06-01T11:00:00.000Z',
        exited_at: null,
        valid_to: claims.valid_to,
      })),
      retired_kids: retired,
    });
    const first = applySync(NOTHING_KEPT, { keys: [jwk] }, rev(['COD123', 'x'], true, 4));
    expect(first).toMatchObject({ revoked: ['COD123', 'x'], seq: 4, retired_kids: [] });
    expect(await verifyKept(token(), 'balta-demo', first, during)).toMatchObject({ state: 'cancelled' });
    const next = applySync(first, { keys: [jwk] }, rev(['y'], false, 5));
    expect(next.revoked).toEqual(['COD123', 'x', 'y']);
    // A whole list again (the server no longer knows the sequence asked): ended passes drop out.
    const again = applySync(next, { keys: [jwk] }, rev(['y'], true, 1, ['k1']));
    expect(again).toMatchObject({ revoked: ['y'], seq: 1, retired_kids: ['k1'] });
    expect(await verifyKept(token(), 'balta-demo', again, during)).toEqual({ kind: 'retired' });
  });

  it('keeps an exit from the list with its time: "exited" until a whole list drops it; a later cancellation wins', async () => {
    const list = (entries: { code: string; exited_at: string | null }[], full: boolean, seq: number) => ({
      since: null,
      synced_at: '2026-06-01T12:00:00.000Z',
      seq,
      full,
      revoked: entries.map((e) => ({
        code: e.code,
        cancelled_at: e.exited_at ? null : '2026-06-01T11:00:00.000Z',
        exited_at: e.exited_at,
        valid_to: claims.valid_to,
      })),
      retired_kids: [],
    });
    const exitedAt = '2026-06-01T10:30:00.000Z';
    const first = applySync(NOTHING_KEPT, { keys: [jwk] }, list([{ code: 'COD123', exited_at: exitedAt }], true, 7));
    expect(first).toMatchObject({ revoked: [], exited: { COD123: exitedAt } });
    expect(await verifyKept(token(), 'balta-demo', first, during)).toMatchObject({
      kind: 'checked',
      state: 'exited',
      exited_at: exitedAt,
    });
    const cancelled = applySync(first, { keys: [jwk] }, list([{ code: 'COD123', exited_at: null }], false, 8));
    expect(cancelled).toMatchObject({ revoked: ['COD123'], exited: {} });
    expect(await verifyKept(token(), 'balta-demo', cancelled, during)).toMatchObject({ state: 'cancelled' });
    const whole = applySync(first, { keys: [jwk] }, list([], true, 9));
    expect(await verifyKept(token(), 'balta-demo', whole, during)).toMatchObject({ state: 'valid', exited_at: null });
  });
});
