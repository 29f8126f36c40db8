import { parseDocumentNumber } from './document-number';

describe('parseDocumentNumber', () => {
  it.each([
    ['12', { series: null, number: 12 }],
    ['0012', { series: null, number: 12 }],
    ['BD 12', { series: 'BD', number: 12 }],
    ['bd-0012', { series: 'BD', number: 12 }],
    ['BD12', { series: 'BD', number: 12 }],
    [' BDC 7 ', { series: 'BDC', number: 7 }],
    ['S1C 12', { series: 'S1C', number: 12 }],
    ['2026-5', { series: '2026', number: 5 }],
  ])('reads %j as a number', (text, expected) => {
    expect(parseDocumentNumber(text)).toEqual(expected);
  });

  it.each(['', 'Popescu', 'Popescu Ion', '0766123987', '1800101123450', 'CJ12ABC', 'BD 12 3', 'ABCDEFGHIJK 1'])(
    'reads %j as text',
    (text) => {
      expect(parseDocumentNumber(text)).toBeNull();
    },
  );
});
