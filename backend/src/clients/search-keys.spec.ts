import { phoneKey } from '@balti/domain';
import { clientSearchKeys, foldText, plateKey } from './search-keys';

describe('search keys', () => {
  it('folds Romanian letters, old cedilla ones included, and case', () => {
    expect(foldText('Ștefan')).toBe('stefan');
    expect(foldText('Ştefan')).toBe('stefan'); // ş with a cedilla
    expect(foldText('ȚĂRANU Ţurcanu')).toBe('taranu turcanu');
    expect(foldText('Îndrieș Mureșan Stănescu Brâncoveanu')).toBe('indries muresan stanescu brancoveanu');
    expect(foldText('  Szőcs  Éva ')).toBe('szocs eva');
  });

  it('keeps the digits of a phone, a +40 or 0040 country code as the national 0', () => {
    for (const phone of [
      '0744 111 222',
      '0744-111-222',
      '(0744) 111.222',
      '+40 744 111 222',
      '+40744111222',
      '0040744111222',
    ])
      expect({ phone, key: phoneKey(phone) }).toEqual({ phone, key: '0744111222' });
    expect(phoneKey('40744111222')).toBe('0744111222');
    expect(phoneKey('0264 123 456')).toBe('0264123456');
    expect(phoneKey('+33 1 23 45 67 89')).toBe('33123456789');
    expect(phoneKey('+40')).toBe('0');
  });

  it('keeps the letters and digits of a plate, uppercased', () => {
    expect(plateKey('cj 12 abc')).toBe('CJ12ABC');
    expect(plateKey('B-123-XYZ')).toBe('B123XYZ');
  });

  it('gives a client its keys, null where there is nothing to search', () => {
    expect(
      clientSearchKeys({
        first_name: 'Șerban',
        last_name: 'Stănescu',
        phone: '+40 745 333 444',
        car_plate: 'B-123-XYZ',
      }),
    ).toEqual({
      search_first: 'serban',
      search_last: 'stanescu',
      search_phone: '0745333444',
      search_plate: 'B123XYZ',
    });
    expect(clientSearchKeys({ first_name: 'Ana', last_name: 'Pop', phone: null, car_plate: '' })).toMatchObject({
      search_phone: null,
      search_plate: null,
    });
  });
});
