// Romanian messages for the driver's error codes (Datecs FPrint codes; the simulator uses the same
// ones for both formats) and for the agent's own failures. Unknown codes keep the driver's text.

export const PAPER_END = '-150101';
const Z_OVERDUE = '-150204';
const NOT_PAID = '-150412';
const MALFORMED = '-100001';
export const TIMEOUT = 'TIMEOUT';
export const NO_ANSWER = 'FARA_RASPUNS';
export const SETTINGS = 'SETARI';

const MESSAGES = {
  [PAPER_END]: 'Hârtie terminată în casa de marcat.',
  [Z_OVERDUE]: 'Au trecut 24 de ore de la ultimul raport Z. Tipăriți raportul Z.',
  [NOT_PAID]: 'Bonul nu a fost achitat integral.',
  [MALFORMED]: 'Linie de comandă respinsă de casa de marcat.',
  [TIMEOUT]: 'Driverul casei de marcat nu răspunde.',
  [NO_ANSWER]:
    'Driverul casei de marcat a preluat bonul, dar nu a răspuns. Verificați pe casa de marcat dacă bonul a fost tipărit.',
  [SETTINGS]: 'Setările casei de marcat nu se potrivesc cu formatul driverului.',
};

export function message(code, driverText) {
  return (
    MESSAGES[code] ??
    (driverText ? `Eroare la casa de marcat (${code}): ${driverText}` : `Eroare la casa de marcat (${code}).`)
  );
}
