import { formatLei } from '@/shared/format';

/** A stand as people name it: its number, then its name after a dash when it has one ("3 – La sălcii"). */
export function standName(stand: { number: string; name: string | null }): string {
  return stand.name ? `${stand.number} – ${stand.name}` : stand.number;
}

/** A stand as a staff form's select offers it: "Standul 3 – La sălcii (+20,00 lei/zi)", the supplement when it has one. */
export function standOption(stand: { id: number; number: string; name: string | null; supplement: string }) {
  const supplement = Number(stand.supplement) > 0 ? ` (+${formatLei(stand.supplement)}/zi)` : '';
  return { value: stand.id, label: `Standul ${standName(stand)}${supplement}` };
}
