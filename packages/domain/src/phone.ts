/**
 * One spelling of a Romanian phone, the national one: "+40 744 111 222", "0040744111222",
 * "40744111222" and "0744-111-222" are all "0744111222"; any other number its digits only. The
 * API's search key of a client's phone (backend/src/clients/search-keys.ts) and the screens'
 * national spelling of a stored phone (frontend/src/shared/format.ts formatPhone()).
 */
export function phoneKey(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+40')) return `0${digits.slice(2)}`;
  if (digits.startsWith('0040')) return `0${digits.slice(4)}`;
  if (digits.length === 11 && digits.startsWith('407')) return `0${digits.slice(2)}`;
  return digits;
}
