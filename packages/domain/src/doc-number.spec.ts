import { documentNumber, documentNumberText } from './doc-number';

describe('document numbers', () => {
  it('names a document by its series and number', () => {
    expect(documentNumber({ series: 'BD', number: 12 })).toBe('BD 12');
    expect(documentNumber({ series: 'BDC', number: '7' })).toBe('BDC 7');
  });

  it('says "nr." in a sentence', () => {
    expect(documentNumberText({ series: 'BD', number: 12 })).toBe('BD nr. 12');
  });
});
