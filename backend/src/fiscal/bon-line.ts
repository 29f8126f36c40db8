/** The most a bon's line name holds (FPrint: 72 characters). */
export const NAME_MAX = 72;

/**
 * A bon's line name as the device takes it: one line, no `;` (the drivers' field separator), and at
 * most NAME_MAX characters, cut between words so that no date or hour is printed in half
 * ("… 05.12.2026 20" was "… 05.12.2026 20:00 – 06.12.2026 08:00"), without a dangling comma or dash.
 */
export function bonLineName(name: string): string {
  const one = name.replace(/[\r\n;]+/g, ' ').trim();
  if (one.length <= NAME_MAX) return one;
  const cut = one.slice(0, NAME_MAX + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : one.slice(0, NAME_MAX);
  return words.replace(/[\s,–-]+$/, '');
}
