/**
 * "Popescu Ion" -> last name Popescu, first name Ion (a one-word name is both), each at most 80
 * characters: how a name typed in one box (a booking's guest, a competition team's member)
 * becomes a client's card.
 */
export function splitName(full: string): { last_name: string; first_name: string } {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return { last_name: parts[0].slice(0, 80), first_name: parts[0].slice(0, 80) };
  return { last_name: parts[0].slice(0, 80), first_name: parts.slice(1).join(' ').slice(0, 80) };
}
