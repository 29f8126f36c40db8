/**
 * The audit trail in the screen's words: a Romanian label for each field, and each value shown as
 * elsewhere in the app (money "1.234,56 lei", dates dd.mm.yyyy, times dd.mm.yyyy HH:mm, "da"/"nu",
 * a fish, water or plan by its name). A masked value ("***", backend/src/audit/audit-values.ts)
 * stays masked: nothing here can unmask it.
 */
import { BOOKING_SOURCES } from '@/features/bookings/api';
import { COMPETITION_STATUSES } from '@/features/competitions/status';
import { DISCOUNT_TYPES } from '@/features/discounts/api';
import { DURATION_UNITS } from '@/features/plans/duration';
import { COMPANY_ROLES } from '@/features/users/api';
import { formatDate, formatDateTime, formatLei } from '@/shared/format';

/** Field labels shared by every table; a table's own meaning of a field is in ENTITY_FIELDS. */
export const FIELD_LABELS: Record<string, string> = {
  first_name: 'Prenume',
  last_name: 'Nume',
  name: 'Nume',
  cnp: 'CNP',
  birth_date: 'Data nașterii',
  id_series: 'Seria actului',
  id_number: 'Numărul actului',
  phone: 'Telefon',
  email: 'Email',
  state_id: 'Județ',
  city: 'Localitate',
  address: 'Adresă',
  car_plate: 'Nr. auto',
  notes: 'Observații',
  blocked: 'Blocat',
  blocked_reason: 'Motivul blocării',
  anonymized_at: 'Anonimizat la',
  active: 'Activ',
  status: 'Stare',
  price: 'Preț',
  amount: 'Sumă',
  total: 'Total',
  deposit: 'Avans',
  supplement: 'Supliment',
  discount_amount: 'Reducere',
  discount_id: 'Reducere',
  extra_kg_price: 'Preț surplus / kg',
  retention_kg: 'Kg permise',
  payment_method: 'Plată',
  client_id: 'Client',
  water_id: 'Apă',
  water_ids: 'Ape',
  plan_id: 'Plan',
  pass_id: 'Permis',
  receipt_id: 'Chitanță',
  booking_id: 'Rezervare',
  stand_id: 'Stand',
  fish_id: 'Specie',
  fish_ids: 'Specii',
  user_id: 'Utilizator',
  doc_series_id: 'Serie documente',
  series: 'Serie',
  number: 'Număr',
  next_number: 'Următorul număr',
  valid_from: 'Valabil de la',
  valid_to: 'Valabil până la',
  starts_at: 'Început',
  ends_at: 'Sfârșit',
  checked_out_at: 'Ieșire la',
  issued_on: 'Emis la',
  spent_on: 'Data cheltuielii',
  document_date: 'Data documentului',
  document_number: 'Numărul documentului',
  document_type: 'Tip document',
  fiscal_receipt_no: 'Nr. bon fiscal',
  cancelled: 'Anulat',
  kept: 'Păstrat',
  weight_kg: 'Greutate (kg)',
  count: 'Număr',
  recorded_at: 'Înregistrat la',
  duration_value: 'Durată',
  duration_unit: 'Unitate durată',
  capacity: 'Capacitate',
  rods: 'Lansete',
  description: 'Descriere',
  category: 'Categorie',
  supplier: 'Furnizor',
  supplier_cui: 'CUI furnizor',
  cui: 'CUI',
  reg_com: 'Nr. Reg. Com.',
  iban: 'IBAN',
  bank: 'Bancă',
  slug: 'Adresă publică',
  role: 'Rol',
  guest_name: 'Nume oaspete',
  guest_phone: 'Telefon oaspete',
  guest_email: 'Email oaspete',
  source: 'Sursă',
  night: 'Noapte',
  surface_ha: 'Suprafață (ha)',
  rules: 'Regulament',
  is_default: 'Implicită',
  type: 'Tip',
  value: 'Valoare',
  password: 'Parolă',
  consent_text: 'Text consimțământ',
  consent_at: 'Consimțământ la',
  consent_by: 'Consimțământ înregistrat de',
  cancel_reason: 'Motivul anulării',
  cancelled_by: 'Anulat de',
  created_by: 'Creat de',
  last_login_at: 'Ultima autentificare',
  deleted_at: 'Șters la',
  company_id: 'Firmă',
  vat_payer: 'Plătitor de TVA',
  fiscal_mode: 'Mod fiscal',
  store_cnp: 'Păstrează CNP-ul',
  store_id_documents: 'Păstrează actele de identitate',
  staff_personal_export: 'Angajații exportă date personale',
  booking_days_ahead: 'Rezervări online cu zile înainte',
  public_pending_limit: 'Cereri online în așteptare, cel mult',
  public_recent_catches: 'Capturi recente pe pagina publică',
  inactive_client_anonymize_years: 'Anonimizarea clienților inactivi (ani)',
  documents_retention_months: 'Păstrarea actelor (luni)',
  max_anglers_per_day: 'Pescari pe zi, cel mult',
  latitude: 'Latitudine',
  longitude: 'Longitudine',
  anglers: 'Pescari',
  checked_in_at: 'Prezentat la',
  cancelled_at: 'Anulat la',
  checkout_amount: 'Surplus la ieșire',
  checkout_payment_method: 'Plata surplusului',
  checkout_receipt_id: 'Chitanța surplusului',
  deposit_receipt_id: 'Chitanța avansului',
  reason: 'Motiv',
  explanation: 'Explicație',
  opening_balance: 'Sold inițial',
  start_date: 'Data începerii',
  limit_per_person: 'Plafon pe persoană',
  limit_end_of_day: 'Plafon la sfârșitul zilei',
  closed_at: 'Închis la',
  reopen_reason: 'Motivul redeschiderii',
  vat_group: 'Grupa de TVA',
  entry_fee: 'Taxă de participare',
  team_size: 'Pescari în echipă',
  fish_count: 'Pești punctați',
  min_weight_kg: 'Greutate minimă (kg)',
  short_rule: 'Sub N pești',
  rounds: 'Manșe',
  round: 'Manșa',
  started_at: 'Început la',
  drawn_at: 'Tras la sorți la',
  fee: 'Taxă',
  fee_payment_method: 'Plata taxei',
  fee_receipt_id: 'Chitanța taxei',
  team_id: 'Echipă',
  sector_id: 'Sector',
  stand_number: 'Stand',
  witness: 'Martor',
  weighed_at: 'Cântărit la',
  voided: 'Scoasă',
  // A read or an export of personal data: how many rows, which page, with the personal fields or not.
  rows: 'Rânduri',
  page: 'Pagina',
  personal: 'Cu date personale',
  // An erasure's own rows (privacy/privacy.service.ts) and a stored file's (media).
  audit_rows: 'Rânduri din jurnal redactate',
  documents: 'Documente șterse',
  storage_key: 'Fișierul stocat',
  mime: 'Tipul fișierului',
  size: 'Mărimea (octeți)',
  sha256: 'Amprenta (SHA-256)',
  media_id: 'Fișierul',
  map_media_id: 'Harta apei',
  // A pass's and a chitanță's own columns.
  token: 'Semnătura permisului',
  signing_key_id: 'Cheia de semnare',
  revocation_seq: 'Nr. în lista de revocări',
  amount_words: 'Suma în litere',
  recorded_by: 'Înregistrat de',
  fee_fiscal_job_id: 'Bonul taxei',
  position: 'Locul în echipă',
  seed: 'Sămânța tragerii',
  x: 'Poziția pe hartă (orizontal)',
  y: 'Poziția pe hartă (vertical)',
  person: 'Persoana',
  receipt_label: 'Chitanța restituită',
  receipt_issued_on: 'Data chitanței restituite',
  closed: 'Închisă',
  closed_by: 'Închisă de',
  reopened_by: 'Redeschisă de',
  reopened_at: 'Redeschisă la',
  updated_at: 'Modificat la',
  created_at: 'Creat la',
};

/** Fields whose meaning depends on the table. */
const ENTITY_FIELDS: Record<string, Record<string, string>> = {
  // A bon fiscal or a report handed to the cash register (its agent's answers).
  fiscal_jobs: {
    kind: 'Tip',
    attempt: 'Încercarea',
    amount: 'Sumă',
    sale: 'Bonul',
    receipt_number: 'Nr. bon fiscal',
    fiscal_serial: 'Seria casei de marcat',
    error_code: 'Codul erorii',
    error_message: 'Eroarea',
    manual: 'Înregistrat de mână',
    storno_status: 'Retur (storno)',
    storno_number: 'Nr. bon de retur',
    printed_at: 'Tipărit la',
    sent_at: 'Trimis casei la',
    device_id: 'Casa de marcat',
  },
  stands: { name: 'Denumire', number: 'Număr stand' },
  passes: { code: 'Codul de verificare' },
  waters: { name: 'Denumire' },
  plans: { name: 'Denumire' },
  discounts: { name: 'Denumire', value: 'Valoare reducere' },
  companies: { name: 'Denumire firmă' },
};

/** "first_name" → "Prenume"; a field not listed yet shows its own name, readable ("foo_bar" → "foo bar"). */
export function fieldLabel(entity: string, field: string): string {
  return ENTITY_FIELDS[entity]?.[field] ?? FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
}

const MONEY = new Set([
  'price',
  'amount',
  'total',
  'deposit',
  'supplement',
  'discount_amount',
  'extra_kg_price',
  'opening_balance',
  'limit_per_person',
  'limit_end_of_day',
  'checkout_amount',
  'entry_fee',
  'fee',
]);
const DATES = new Set([
  'birth_date',
  'issued_on',
  'spent_on',
  'document_date',
  'start_date',
  'receipt_issued_on',
  'day',
]);
const BOOLEANS = new Set([
  'active',
  'blocked',
  'cancelled',
  'kept',
  'night',
  'is_default',
  'vat_payer',
  'closed',
  'store_cnp',
  'store_id_documents',
  'staff_personal_export',
  'public_recent_catches',
  'voided',
  'personal',
  'manual',
]);

/** Ids of other records, without a name at hand: "#12". */
const REFERENCES = new Set([
  'client_id',
  'pass_id',
  'receipt_id',
  'booking_id',
  'stand_id',
  'user_id',
  'created_by',
  'cancelled_by',
  'consent_by',
  'checkout_receipt_id',
  'deposit_receipt_id',
  'fee_receipt_id',
  'team_id',
  'sector_id',
  'device_id',
]);

/** A form's options as the trail's words: "Luni" → "luni". */
const words = (options: readonly { value: string | number; label: string }[]): Record<string, string> =>
  Object.fromEntries(options.map((o) => [String(o.value), o.label.toLowerCase()]));

/** Every record's states (a competition's, a team's, a booking's, a pass's): one word each. */
const STATUS: Record<string, string> = {
  ...words(COMPETITION_STATUSES),
  requested: 'cerere online',
  // A bon's (backend/src/fiscal/entities/fiscal-job.entity.ts).
  queued: 'în coadă',
  sent: 'trimis casei',
  printed: 'tipărit',
  failed: 'netipărit',
  active: 'activ',
  // A chitanță's or a disposition's.
  issued: 'emis',
  valid: 'valabil',
  upcoming: 'neînceput',
  expired: 'expirat',
  cancelled: 'anulat',
  exited: 'ieșit',
  pending: 'în așteptare',
  confirmed: 'confirmată',
  checked_in: 'prezent',
  rejected: 'respinsă',
  no_show: 'neprezentat',
};
const PAYMENT: Record<string, string> = { cash: 'numerar', card: 'card', bank: 'bancă', transfer: 'transfer' };

/** The words of a field's fixed values ("months" → "luni"), as the forms offer them. */
const WORDS: Record<string, Record<string, string>> = {
  status: STATUS,
  payment_method: PAYMENT,
  checkout_payment_method: PAYMENT,
  fee_payment_method: PAYMENT,
  duration_unit: words(DURATION_UNITS),
  fiscal_mode: { receipt: 'chitanțe', amef: 'casa de marcat' },
  role: { '1': 'administrator platformă', ...words(COMPANY_ROLES) },
  type: { ...words(DISCOUNT_TYPES), pass: 'permise', receipt: 'chitanțe', cash: 'dispoziții de casă' },
  short_rule: { max: 'punctajul maxim al sectorului', mean: 'media locurilor rămase' },
  kind: { sale: 'vânzare', x_report: 'raport X', z_report: 'raport Z' },
  storno_status: { needed: 'de înregistrat', done: 'înregistrat' },
  // A booking's (how it came) or a bon's (what took the money).
  source: {
    ...words(BOOKING_SOURCES),
    pass: 'permis',
    checkout: 'surplus la ieșire',
    deposit: 'avans rezervare',
    entry_fee: 'taxă concurs',
  },
};

/** Names of what an id points to, as loaded elsewhere on screen (the session's fishes, the catalogue). */
export interface AuditLookups {
  fishes?: Map<number, string>;
  waters?: Map<number, string>;
  plans?: Map<number, string>;
}

const byId = (names: Map<number, string> | undefined, raw: string) => names?.get(Number(raw)) ?? `#${raw}`;

function saleTotal(json: string): string {
  try {
    const total = (JSON.parse(json) as { total?: string }).total;
    return total ? `vânzare de ${formatLei(total)}` : 'vânzare';
  } catch {
    return 'vânzare';
  }
}

/** One value of the trail as the rest of the app shows it; null (an empty field) is "—". */
export function formatAuditValue(field: string, value: string | null, lookups: AuditLookups = {}): string {
  if (value === null || value === '') return '—';
  if (value === '***') return value;
  if (MONEY.has(field)) return formatLei(value);
  if (BOOLEANS.has(field)) return value === 'true' || value === '1' ? 'da' : 'nu';
  if (field === 'fish_id') return byId(lookups.fishes, value);
  // A bon's sale (its lines and payments, as JSON): its total.
  if (field === 'sale') return saleTotal(value);
  if (field === 'water_id') return byId(lookups.waters, value);
  if (field === 'plan_id') return byId(lookups.plans, value);
  if (REFERENCES.has(field)) return `#${value}`;
  if (WORDS[field]) return WORDS[field][value] ?? value;
  if (DATES.has(field)) return formatDate(value);
  // An instant: "2026-11-25T14:07:00.000Z" → "25.11.2026 16:07" (local time).
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return value;
}

export interface AuditChange {
  field: string;
  old: string | null;
  new: string | null;
}

/** "Prenume: Ion → Vasile; Preț: 50,00 lei → 60,00 lei" */
export function auditChangesText(entity: string, changes: AuditChange[], lookups: AuditLookups = {}): string {
  return changes
    .map(
      (c) =>
        `${fieldLabel(entity, c.field)}: ${formatAuditValue(c.field, c.old, lookups)} → ${formatAuditValue(c.field, c.new, lookups)}`,
    )
    .join('; ');
}

/** Who wrote an entry: a user by name, the platform's administrator (no user of the company), or the system's jobs. */
export function auditActor(e: {
  actor_id: number | null;
  actor_name: string | null;
  actor_role: number | null;
}): string {
  if (e.actor_id === null) return 'Sistem';
  return e.actor_name ?? (e.actor_role === 1 ? 'Administratorul platformei' : `#${e.actor_id}`);
}
