/**
 * A document number as staff type it in a list's search box: "12", "BD 12", "bd-0012", "BD12",
 * "S1C 12" (a series may hold digits, then it is separated from the number). Ten digits or more
 * are a phone or a CNP, not a number. Answers null for anything else.
 */
export function parseDocumentNumber(search: string): { series: string | null; number: number } | null {
  const text = search.trim();
  if (/^\d{10,}$/.test(text)) return null;
  const m = /^([A-Za-z0-9]{1,10})[\s-]+0*(\d{1,9})$/.exec(text) ?? /^([A-Za-z]*)0*(\d{1,9})$/.exec(text);
  if (!m) return null;
  return { series: m[1] ? m[1].toUpperCase() : null, number: Number(m[2]) };
}
