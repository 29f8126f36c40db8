import { parseScanned } from './scan';

const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJjb2RlIjoiYSJ9.c2ln';

describe('a scanned QR code', () => {
  it('reads the code and the signed token of a pass address', () => {
    expect(parseScanned(`https://balta-demo.balti.ro/verify/AbCdEfGhIjKlMnOp#${TOKEN}`)).toEqual({
      code: 'AbCdEfGhIjKlMnOp',
      token: TOKEN,
    });
    expect(parseScanned('https://balta-demo.balti.ro/verify/AbCdEfGhIjKlMnOp')).toEqual({
      code: 'AbCdEfGhIjKlMnOp',
      token: null,
    });
  });

  it('takes a bare code or token typed in, and refuses anything else', () => {
    expect(parseScanned(' AbCdEfGhIjKlMnOp ')).toEqual({ code: 'AbCdEfGhIjKlMnOp', token: null });
    expect(parseScanned(TOKEN)).toEqual({ code: null, token: TOKEN });
    expect(parseScanned('https://exemplu.ro/altceva')).toBeNull();
    expect(parseScanned('')).toBeNull();
    expect(parseScanned('cod')).toBeNull();
  });
});
