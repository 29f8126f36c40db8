import { bonLineName, NAME_MAX } from './bon-line';

describe('bonLineName', () => {
  it('keeps a short name as it is, on one line, without the drivers’ separator', () => {
    expect(bonLineName('Permis zi; Lacul Mare\r\n')).toBe('Permis zi  Lacul Mare');
  });

  it('cuts a long name between words, never inside an hour, and drops a dangling comma or dash', () => {
    const name = 'Avans rezervare: Lacul Mare cel Mare, standul 12, 05.12.2026 20:00 – 06.12.2026 08:00';
    const line = bonLineName(name);
    expect(line.length).toBeLessThanOrEqual(NAME_MAX);
    expect(line).toBe('Avans rezervare: Lacul Mare cel Mare, standul 12, 05.12.2026 20:00');
    expect(bonLineName(`${'Avans rezervare: Balta, '.repeat(3)}05.12.2026 20:00`)).toBe(
      'Avans rezervare: Balta, Avans rezervare: Balta, Avans rezervare: Balta',
    );
  });

  it('cuts a single word longer than the line at the line', () => {
    expect(bonLineName('x'.repeat(100))).toBe('x'.repeat(NAME_MAX));
  });
});
