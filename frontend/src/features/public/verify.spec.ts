import { passNumberText, planFacts, verifyCodeFromPath, verifyErrorText, verifyLabel } from './verify';
import { onAPhoneIn } from '@/shared/testing/phoneZone';

describe('verifyLabel', () => {
  it('says when an exited pass left: "IEȘIT la HH:MM", on Romania\'s clock whatever the phone\'s zone', () => {
    onAPhoneIn('UTC', () => {
      expect(verifyLabel('exited', '2026-06-01T11:07:00Z')).toMatchObject({
        label: 'IEȘIT la 14:07',
        tone: 'cancelled',
      });
      // The autumn night: 03:30 at UTC+3, then 03:30 again at UTC+2.
      expect(verifyLabel('exited', '2026-10-25T00:30:00Z').label).toBe('IEȘIT la 03:30');
      expect(verifyLabel('exited', '2026-10-25T01:30:00Z').label).toBe('IEȘIT la 03:30');
    });
    expect(verifyLabel('exited')).toMatchObject({ label: 'IEȘIT' });
  });

  it('maps each pass state to its big word and tone', () => {
    expect(verifyLabel('valid')).toMatchObject({ label: 'VALID', tone: 'valid' });
    expect(verifyLabel('expired')).toMatchObject({ label: 'EXPIRAT', tone: 'expired' });
    expect(verifyLabel('cancelled')).toMatchObject({ label: 'ANULAT', tone: 'cancelled' });
    expect(verifyLabel('upcoming')).toMatchObject({ label: 'NU A ÎNCEPUT', tone: 'upcoming' });
  });

  it('never calls an unknown state valid', () => {
    expect(verifyLabel('ceva')).toMatchObject({ label: 'NECUNOSCUT', tone: 'unknown' });
    expect(verifyLabel(undefined).tone).toBe('unknown');
    expect(verifyLabel('toString').tone).toBe('unknown');
  });
});

describe('verifyErrorText', () => {
  it('explains 404 and 429 in Romanian', () => {
    expect(verifyErrorText(404).title).toBe('Permisul nu a fost găsit');
    expect(verifyErrorText(429).title).toBe('Prea multe verificări, încercați peste un minut');
    expect(verifyErrorText(500).title).toBe('Verificarea nu a reușit');
    expect(verifyErrorText(null).text).toContain('conexiune');
  });
});

describe('verifyCodeFromPath', () => {
  it('reads the code of /verify/<code>', () => {
    expect(verifyCodeFromPath('/verify/AbC123def456')).toBe('AbC123def456');
    expect(verifyCodeFromPath('/verify/AbC123def456/')).toBe('AbC123def456');
  });
  it('ignores other paths', () => {
    expect(verifyCodeFromPath('/')).toBeNull();
    expect(verifyCodeFromPath('/verify/')).toBeNull();
    expect(verifyCodeFromPath('/verify/a/b')).toBeNull();
    expect(verifyCodeFromPath('/verify/%E0%A4%A')).toBeNull();
  });
});

describe('passNumberText', () => {
  it('joins series and number', () => {
    expect(passNumberText('BD', 12)).toBe('BD 12');
    expect(passNumberText(null, 12)).toBe('12');
    expect(passNumberText(null, null)).toBe('—');
  });
});

describe('planFacts', () => {
  it('lists duration, rods, retention and night in Romanian', () => {
    expect(
      planFacts({ duration_value: 1, duration_unit: 'days', rods: 2, retention_kg: '0.00', night: false }),
    ).toEqual(['1 zi', '2 lansete', 'Catch & release']);
    expect(planFacts({ duration_value: 24, duration_unit: 'hours', rods: 1, retention_kg: '5', night: true })).toEqual([
      '24 de ore',
      '1 lansetă',
      'reținere 5 kg',
      'include noaptea',
    ]);
    expect(
      planFacts({ duration_value: 1, duration_unit: 'months', rods: null, retention_kg: null, night: false }),
    ).toEqual(['1 lună']);
  });
});
