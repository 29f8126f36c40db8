// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
/** The query parameters of every list (ListFilterDto), as an endpoint's argument names them. */
export type ListArgs = {
  page?: number;
  perPage?: number;
  search?: string;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type AddCatchDto = CreateCatchDto & {
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type AdminCompanyPage = PageMeta & { data: AdminCompanyResponse[] };
export type AdminCompanyResponse = CompanyBaseResponse & {
  users_count: number;
  clients_count: number;
  /** permise vândute în ultimele 30 de zile */
  passes_30d: number;
  /** încasări luna aceasta, lei */
  income_month: string;
};
export type AgentConfigResponse = {
  server_url: string;
  token: string;
  /** dosarul driverului; se completează pe calculatorul casei */
  driver_dir: string;
  format: 'fprint' | 'ecrbridge';
};
export type AgentSettingsResponse = {
  vat_group: string;
  payment_codes: PaymentCodesResponse;
  fprint_fields: string;
  unit: string;
  diacritics: boolean;
};
export type AgentStateResponse = {
  /** agentul a întrebat în ultimul minut */
  online: boolean;
  last_seen_at: string;
  version: string | null;
  driver_dir: string | null;
  paper: 'ok' | 'out' | 'unknown';
  last_z_at: string | null;
  last_error: string | null;
};
export type AnonymizeDto = {
  reason: string;
};
export type AuditChangeResponse = {
  field: string;
  old: string | null;
  new: string | null;
};
export type AuditEntryPage = PageMeta & { data: AuditEntryResponse[] };
export type AuditEntryResponse = {
  id: number;
  /** null: sistemul (jobul de retenție) */
  actor_id: number | null;
  actor_name: string | null;
  actor_role: number | null;
  action: 'create' | 'update' | 'delete' | 'read' | 'export' | 'anonymize' | 'redact';
  entity: string;
  entity_id: number | null;
  /** Numele înregistrării (permisul „A 12”, apa...), cum arată acum; null: ștearsă, un client (date personale) sau fără nume */
  entity_label: string | null;
  client_id: number | null;
  changes: AuditChangeResponse[];
  ip: string | null;
  request_id: string | null;
  created_at: string;
};
export type AuditFilterDto = ListFilterDto & {
  actor_id?: number | null;
  entity?: string | null;
  entity_id?: number | null;
  action?: ('create' | 'update' | 'delete' | 'read' | 'export' | 'anonymize' | 'redact') | null;
  date_from?: string | null;
  date_to?: string | null;
};
export type AvailabilityDay = {
  date: string;
  /** requested: doar cereri online în așteptare (standul nu poate fi cerut din nou) */
  state: 'free' | 'requested' | 'taken';
};
export type AvailabilityResponse = {
  water_id: number;
  from: string;
  to: string;
  max_anglers_per_day: number | null;
  /** apa întreagă: ocupată când s-a atins numărul maxim de pescari */
  days: AvailabilityDay[];
  stands: AvailabilityStand[];
};
export type AvailabilityStand = {
  id: number;
  number: string;
  name: string | null;
  capacity: number;
  /** suplimentul standului pe zi */
  supplement: string;
  x: number;
  y: number;
  days: AvailabilityDay[];
};
export type BiggestFishResponse = {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  fish_id: number;
  fish: string;
  /** kg */
  weight_kg: string;
  round: number;
  weighed_at: string;
};
export type BoardDto = {
  date: string;
  water_id?: number | null;
};
export type BoardHolder = {
  kind: 'booking' | 'pass';
  id: number;
  name: string;
  /** seria și numărul permisului */
  document: string | null;
  status: string;
  anglers: number;
  water_id: number;
  stand_id: number | null;
  stand_number: string | null;
  starts_at: string;
  ends_at: string;
};
export type BoardResponse = {
  date: string;
  water_id: number | null;
  stands: BoardStand[];
  /** sosiri în ziua aleasă */
  arrivals: BoardHolder[];
  /** plecări în ziua aleasă */
  departures: BoardHolder[];
};
export type BoardStand = {
  id: number;
  water_id: number;
  number: string;
  name: string | null;
  capacity: number;
  x: number;
  y: number;
  state: 'free' | 'booked' | 'occupied' | 'leaving';
  holder: BoardHolder | null;
};
export type BookingFilterDto = ListFilterDto & {
  date_from?: string | null;
  date_to?: string | null;
  water_id?: number | null;
  stand_id?: number | null;
  status?: ('pending' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show') | null;
  source?: ('gate' | 'phone' | 'online') | null;
};
export type BookingPage = PageMeta & { data: BookingResponse[] };
export type BookingReasonDto = {
  reason?: string | null;
};
export type BookingRef = {
  id: number;
  name: string;
};
export type BookingResponse = {
  id: number;
  client_id: number | null;
  /** clientul sau oaspetele */
  name: string;
  guest_name: string | null;
  guest_phone: string | null;
  guest_email: string | null;
  water_id: number;
  water: BookingRef;
  stand_id: number | null;
  stand: StandRef | null;
  plan_id: number;
  plan: BookingRef;
  starts_at: string;
  ends_at: string;
  anglers: number;
  status: 'pending' | 'confirmed' | 'checked_in' | 'cancelled' | 'no_show';
  /** lei, 2 zecimale */
  deposit: string;
  /** prețul planului și suplimentul standului pe zilele rezervate */
  total: string;
  /** de încasat la prezentare: totalul minus avansul (cel anulat nu se scade) */
  due: string;
  deposit_receipt_id: number | null;
  deposit_receipt: ReceiptRef | null;
  /** bonul fiscal al avansului (modul casă de marcat) */
  fiscal_job: FiscalJobRef | null;
  source: 'gate' | 'phone' | 'online';
  notes: string | null;
  pass_id: number | null;
  created_at: string;
  updated_at: string;
};
export type CancelCashDispositionDto = {
  reason: string;
};
export type CancelDocumentDto = {
  reason?: string | null;
  refund?: boolean;
};
export type CancelSaleDto = {
  reason?: string | null;
};
export type CashBookDay = {
  date: string;
  /** lei, 2 zecimale */
  opening_balance: string;
  lines: CashBookLine[];
  /** lei, 2 zecimale */
  total_in: string;
  /** lei, 2 zecimale */
  total_out: string;
  /** lei, 2 zecimale */
  closing_balance: string;
  /** lei, 2 zecimale */
  card: string;
  /** lei, 2 zecimale */
  transfer: string;
  closed: boolean;
  warnings: string[];
};
export type CashBookLine = {
  number: number;
  kind: 'receipt' | 'z_report' | 'disposition_in' | 'expense' | 'disposition_out';
  source_id: number;
  document: string;
  attachments: number;
  explanation: string;
  /** lei, 2 zecimale */
  in: string;
  /** lei, 2 zecimale */
  out: string;
};
export type CashBookRangeDto = {
  date_from: string;
  date_to: string;
};
export type CashBookResponse = {
  days: CashBookDay[];
};
export type CashBookSettingsResponse = {
  /** lei, 2 zecimale */
  opening_balance: string;
  start_date: string | null;
  /** lei, 2 zecimale */
  limit_per_person: string;
  /** lei, 2 zecimale */
  limit_end_of_day: string;
  account_cash: string;
  account_clients: string;
  account_suppliers: string;
  account_expenses: string;
  account_dispositions: string;
  expense_accounts: {
    [key: string]: string;
  };
};
export type CashDayCloseResponse = {
  day: string;
  closed: boolean;
  closed_by: number | null;
  closed_at: string | null;
  reopened_by: number | null;
  reopened_at: string | null;
  reopen_reason: string | null;
};
export type CashDispositionResponse = ReceiptRef & {
  kind: 'in' | 'out';
  doc_series_id: number;
  issued_on: string;
  /** lei, 2 zecimale */
  amount: string;
  explanation: string;
  person: string;
  receipt_id: number | null;
  receipt_label: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  created_by: number | null;
  created_at: string;
};
export type CashLimitCheckDto = {
  client_id?: number | null;
  amount: string | number;
};
export type CashLimitCheckResponse = {
  warnings: string[];
  /** lei, 2 zecimale */
  person_total: string;
  /** lei, 2 zecimale */
  balance_after: string;
  /** lei, 2 zecimale */
  limit_per_person: string;
  /** lei, 2 zecimale */
  limit_end_of_day: string;
};
export type CatchChartDto = {
  date_from: string;
  date_to: string;
  group_by: 'day' | 'week' | 'month';
};
export type CatchChartResponse = {
  /** prima zi a fiecărei perioade (zi, săptămână, lună), YYYY-MM-DD */
  labels: string[];
  species: CatchSpeciesSeries[];
  totals: CatchChartTotals;
};
export type CatchChartTotals = {
  kept_kg: string;
  released_kg: string;
};
export type CatchFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type CatchPage = PageMeta & { data: CatchResponse[] };
export type CatchResponse = {
  id: number;
  pass_id: number;
  fish_id: number;
  /** specia (din peștii de referință) */
  fish: string;
  count: number;
  /** kg */
  weight_kg: string;
  kept: boolean;
  recorded_at: string;
  recorded_by: number | null;
};
export type CatchSpeciesSeries = {
  fish_id: number;
  name: string;
  /** kg reținute pe perioadă (3 zecimale), în ordinea etichetelor */
  kept_kg: string[];
  /** kg eliberate pe perioadă (3 zecimale) */
  released_kg: string[];
};
export type ChartSeries = {
  key: string;
  name: string;
  /** permise pe interval */
  data: number[];
};
export type CheckInDto = {
  payment_method: 'cash' | 'card' | 'transfer';
  car_plate?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CheckoutDto = {
  catches?: CreateCatchDto[];
  payment_method: 'cash' | 'card' | 'transfer';
  fiscal_receipt_no?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CheckoutResponse = {
  pass: PassResponse;
  catches: CatchResponse[];
  /** kg reținute, toate capturile */
  kept_kg: string;
  /** kg reținute peste cota planului */
  excess_kg: string;
  /** lei: excess_kg × extra_kg_price, rotunjit la ban */
  extra_amount: string;
  receipt: ReceiptResponse | null;
  /** bonul fiscal al surplusului (modul casă de marcat) */
  fiscal_job: FiscalJobRef | null;
};
export type ClientExportDto = {
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
  /** true: only blocked clients; false: only the others */
  blocked?: boolean;
  state_id?: number | null;
  personal?: boolean;
};
export type ClientExportResponse = {
  exported_at: string;
  client: ClientResponse;
  passes: PassResponse[];
  receipts: ReceiptResponse[];
  /** dispozițiile de plată care i-au restituit chitanțe */
  refunds: CashDispositionResponse[];
  /** rezervările lui și cele făcute ca oaspete cu emailul sau telefonul lui */
  bookings: BookingResponse[];
  /** capturile înregistrate pe permisele lui */
  catches: CatchResponse[];
  /** lista documentelor (fără conținut) */
  documents: ClientFileResponse[];
  /** istoricul modificărilor despre client */
  audit: AuditEntryResponse[];
};
export type ClientFileResponse = {
  /** id-ul documentului (pentru ștergere) */
  id: number;
  /** id-ul fișierului (pentru descărcare) */
  media_id: number;
  name: string;
  mime: string;
  /** octeți */
  size: number;
  created_at: string;
};
export type ClientFilterDto = ListFilterDto & {
  /** true: only blocked clients; false: only the others */
  blocked?: boolean;
  state_id?: number | null;
};
export type ClientPage = PageMeta & { data: ClientResponse[] };
export type ClientResponse = {
  id: number;
  first_name: string;
  last_name: string;
  /** "Popescu Ion" (numele de familie întâi) */
  name: string;
  cnp: string | null;
  /** din CNP */
  birth_date: string | null;
  id_series: string | null;
  id_number: string | null;
  phone: string | null;
  email: string | null;
  state_id: number | null;
  city: string | null;
  address: string | null;
  car_plate: string | null;
  notes: string | null;
  blocked: boolean;
  blocked_reason: string | null;
  /** când și-a dat clientul acordul (necesar pentru documente) */
  consent_at: string | null;
  /** utilizatorul care a înregistrat acordul */
  consent_by: number | null;
  /** textul la care și-a dat acordul */
  consent_text: string | null;
  /** datele personale au fost anonimizate */
  anonymized_at: string | null;
  created_at: string;
  updated_at: string;
  /** doar la un singur client (nu în listă) */
  files?: ClientFileResponse[];
};
export type CloseDayDto = {
  date: string;
  confirm?: boolean;
};
export type CompanyBaseResponse = {
  id: number;
  name: string;
  slug: string;
  /** cu prefixul RO pentru plătitorii de TVA */
  cui: string;
  vat_payer: boolean;
  reg_com: string | null;
  address: string | null;
  state_id: number | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  iban: string | null;
  bank: string | null;
  active: boolean;
  /** se păstrează CNP-ul clienților */
  store_cnp: boolean;
  /** se pot încărca copii ale actelor de identitate (cu acordul clientului) */
  store_id_documents: boolean;
  /** documentele clienților se șterg după atâtea luni; 0 = se păstrează */
  documents_retention_months: number;
  /** clienții fără activitate atâția ani se anonimizează; 0 = niciodată */
  inactive_client_anonymize_years: number;
  /** pagina publică arată „Capturi recente” (specia și greutatea, fără nume) */
  public_recent_catches: boolean;
  /** și angajații pot exporta clienții cu CNP, act de identitate și adresă */
  staff_personal_export: boolean;
  /** o rezervare online începe cel mult peste atâtea zile */
  booking_days_ahead: number;
  /** cereri online în așteptare permise unei adrese IP și unui telefon */
  public_pending_limit: number;
  /** receipt = chitanță; amef = bon fiscal prin casa de marcat */
  fiscal_mode: 'receipt' | 'amef';
  created_at: string;
};
export type CompanyResponse = CompanyBaseResponse & {
  waters: CompanyWaterResponse[];
  plans: PlanResponse[];
  discounts: DiscountResponse[];
  doc_series: DocSeriesResponse[];
};
export type CompanyUserFilterDto = ListFilterDto & { role?: 2 | 3; with_deleted?: boolean; only_deleted?: boolean };
export type CompanyUserPage = PageMeta & { data: CompanyUserResponse[] };
export type CompanyUserResponse = {
  id: number;
  name: string;
  email: string;
  /** 2 administrator firmă, 3 angajat */
  role: 2 | 3;
  phone: string | null;
  company_id: number | null;
  last_login_at: string | null;
  created_at: string;
  deleted_at: string | null;
};
export type CompanyWaterResponse = {
  id: number;
  name: string;
  state_id: number | null;
  city: string | null;
  /** hectare */
  surface_ha: string | null;
  description: string | null;
  /** regulament */
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fish_ids: number[];
  fishes: NamedRef[];
  /** specii care nu se rețin pe această apă (doar eliberate) */
  release_fish_ids: number[];
  active: boolean;
  max_anglers_per_day: number | null;
  /** imaginea hărții apei (GET …/waters/{id}/map) */
  map_media_id: number | null;
  created_at: string;
  updated_at: string;
};
export type CompetitionFilterDto = ListFilterDto & {
  status?: ('draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled') | null;
  water_id?: number | null;
  date_from?: string | null;
  date_to?: string | null;
};
export type CompetitionPage = PageMeta & { data: CompetitionResponse[] };
export type CompetitionResponse = {
  id: number;
  name: string;
  water_id: number;
  water: NamedRef;
  starts_at: string;
  ends_at: string;
  rounds: CompetitionRoundResponse[];
  team_size: number;
  /** lei, 2 zecimale */
  entry_fee: string;
  /** speciile numărate; goală = toate */
  fish_ids: number[];
  /** kg */
  min_weight_kg: string;
  /** N: se numără cei mai grei N pești; null = toți */
  fish_count: number | null;
  /** mean = echipele fără captură împart locurile rămase; max = echipa sub N primește punctajul maxim al sectorului */
  short_rule: 'mean' | 'max';
  status: 'draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled';
  sectors: CompetitionSectorResponse[];
  teams: CompetitionTeamCounts;
  /** sămânța ultimei trageri la sorți */
  seed: string | null;
  drawn_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
};
export type CompetitionRoundResponse = {
  /** numărul manșei, de la 1 */
  round: number;
  starts_at: string;
  ends_at: string;
};
export type CompetitionSectorResponse = {
  id: number;
  name: string;
  stands: CompetitionStandRef[];
};
export type CompetitionStandRef = {
  id: number;
  number: string;
};
export type CompetitionTeamCounts = {
  requested: number;
  confirmed: number;
  drawn: number;
  /** echipele (oricare stare) cu taxa încasată: le-o restituie anularea concursului */
  paid: number;
  /** suma taxelor încasate ale acestor echipe */
  paid_fees: string;
};
export type CompetitionTeamPage = PageMeta & { data: CompetitionTeamResponse[] };
export type CompetitionTeamResponse = {
  id: number;
  competition_id: number;
  name: string;
  phone: string;
  email: string | null;
  status: 'requested' | 'confirmed' | 'cancelled';
  source: 'staff' | 'online';
  members: TeamMemberResponse[];
  sector_id: number | null;
  sector_name: string | null;
  stand_id: number | null;
  stand_number: string | null;
  /** taxa de participare */
  fee: string;
  /** taxa a fost încasată (sau nu era datorată) la prezentare */
  fee_paid: boolean;
  /** cum s-a plătit taxa la prezentare; null: nu s-a încasat nimic */
  fee_payment_method: ('cash' | 'card' | 'transfer') | null;
  /** chitanța taxei (doar numerar, modul chitanțe) */
  fee_receipt: TeamReceiptRef | null;
  /** bonul fiscal al taxei (modul casă de marcat) */
  fee_fiscal_job: FiscalJobRef | null;
  checked_in_at: string | null;
  cancel_reason: string | null;
  created_at: string;
};
export type ConsentDto = {
  consent_text: string;
};
export type CorrectWeighInDto = {
  reason: string;
  team_id?: number | null;
  round?: number | null;
  fish_id?: number | null;
  weight_kg?: string | number;
  void?: boolean;
};
export type CreateBookingDto = {
  client_id?: number | null;
  guest_name?: string | null;
  guest_phone?: string | null;
  guest_email?: string | null;
  water_id: number;
  stand_id?: number | null;
  plan_id: number;
  starts_at: string;
  ends_at: string;
  anglers?: number | null;
  deposit?: ((string | null) | (number | null)) | null;
  receipt_series_id?: number | null;
  source?: 'gate' | 'phone';
  notes?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CreateCashDispositionDto = {
  kind: 'in' | 'out';
  amount: string | number;
  issued_on?: string | null;
  explanation: string;
  person: string;
  doc_series_id?: number | null;
};
export type CreateCatchDto = {
  fish_id: number;
  count: number;
  weight_kg: string | number;
  kept?: boolean;
  recorded_at?: string;
};
export type CreateClientDto = {
  first_name: string;
  last_name: string;
  cnp?: string | null;
  id_series?: string | null;
  id_number?: string | null;
  phone?: string | null;
  email?: string | null;
  state_id?: number | null;
  city?: string | null;
  address?: string | null;
  car_plate?: string | null;
  notes?: string | null;
  blocked?: boolean;
  blocked_reason?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CreateCompanyDto = {
  name: string;
  /** Public subdomain: 3–40 of a-z 0-9 - */
  slug: string;
  /** Romanian CIF; the RO prefix marks a VAT payer */
  cui: string;
  reg_com?: string | null;
  address?: string | null;
  /** County id from GET /states */
  state_id?: number | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  bank?: string | null;
};
export type CreateCompanyUserDto = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** 2 Administrator firmă, 3 Angajat */
  role: 2 | 3;
  phone?: string | null;
};
export type CreateCompetitionDto = {
  name: string;
  water_id: number;
  starts_at: string;
  ends_at: string;
  rounds: RoundDto[];
  team_size: number;
  entry_fee: string | number;
  fish_ids?: number[];
  min_weight_kg: string | number;
  fish_count?: number | null;
  short_rule: 'mean' | 'max';
  sectors: SectorDto[];
};
export type CreateDiscountDto = {
  name: string;
  type: 'percent' | 'fixed';
  value: string | number;
  description?: string | null;
  active?: boolean;
};
export type CreateDocSeriesDto = {
  type: 'pass' | 'receipt' | 'cash';
  /** 1–10 of A-Z and 0-9 */
  series: string;
  next_number?: number | null;
  is_default?: boolean;
  active?: boolean;
};
export type CreateExpenseDto = {
  category: 'furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele';
  amount: string | number;
  spent_on: string;
  water_id?: number | null;
  supplier?: string | null;
  payment_method?: 'cash' | 'bank' | 'card';
  supplier_cui?: string | null;
  document_type?: ('factura' | 'bon' | 'chitanta') | null;
  document_number?: string | null;
  document_date?: string | null;
  description?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CreateFiscalDeviceDto = {
  vat_group?: string;
  plan_vat_groups?: PlanVatGroupDto[];
  payment_codes?: PaymentCodesDto;
  fprint_fields?: string;
  unit?: string;
  diacritics?: boolean;
  water_ids?: number[];
  active?: boolean;
  name: string;
  format: 'fprint' | 'ecrbridge';
};
export type CreatePassDto = {
  plan_id: number;
  water_id: number;
  discount_id?: number | null;
  stand_id?: number | null;
  valid_from?: string;
  payment_method?: 'cash' | 'card' | 'transfer';
  notes?: string | null;
  car_plate?: string | null;
  doc_series_id?: number | null;
  issue_receipt?: boolean;
  receipt_series_id?: number | null;
  fiscal_receipt_no?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CreatePlanDto = {
  name: string;
  water_ids: number[];
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  price: string | number;
  rods?: number | null;
  retention_kg?: ((string | null) | (number | null)) | null;
  extra_kg_price?: ((string | null) | (number | null)) | null;
  night?: boolean;
  description?: string | null;
  active?: boolean;
};
export type CreateReceiptDto = {
  amount: string | number;
  description: string;
  issued_on?: string | null;
  doc_series_id?: number | null;
  fiscal_receipt_no?: string | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type CreateStandDto = {
  water_id: number;
  number: string;
  name?: string | null;
  capacity?: number | null;
  supplement?: ((string | null) | (number | null)) | null;
  active?: boolean;
  x?: number | null;
  y?: number | null;
};
export type CreateTeamDto = {
  name: string;
  phone: string;
  member_ids?: number[];
  guests?: GuestMemberDto[];
};
export type CreateWaterDto = {
  name: string;
  state_id?: number | null;
  city?: string | null;
  surface_ha?: string | null;
  description?: string | null;
  rules?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  fish_ids?: number[];
  release_fish_ids?: number[];
  active?: boolean;
  max_anglers_per_day?: number | null;
};
export type CreateWeighInDto = {
  uid: string;
  team_id: number;
  round: number;
  fish_id: number;
  weight_kg: string | number;
  witness: string;
  weighed_at?: string;
};
export type CurrentUserResponse = {
  states: StateResponse[];
  fishes: NamedRef[];
  roles: NamedRef[];
  user: SessionUserResponse;
};
export type DashboardResponse = {
  passes_today: number;
  passes_valid_now: number;
  /** lei, 2 zecimale */
  income_month: string;
  /** lei, 2 zecimale */
  expenses_month: string;
  /** lei, 2 zecimale */
  profit_month: string;
  clients: number;
};
export type DeviceStatusResponse = {
  id: number;
  name: string;
  active: boolean;
  online: boolean;
  /** ultima întrebare a agentului */
  last_seen_at: string | null;
  /** de când agentul nu mai răspunde (null cât timp răspunde) */
  silent_since: string | null;
  /** bonuri în așteptare (în coadă sau trimise) */
  jobs_waiting: number;
  jobs_failed: number;
  /** vânzări anulate după tipărire, fără storno înregistrat */
  storno_needed: number;
  /** rapoarte Z tipărite fără totaluri și bonuri tipărite fără număr, de verificat */
  to_check: number;
  paper: 'ok' | 'out' | 'unknown';
  last_z: LastZResponse | null;
  /** ultimul raport Z (al agentului sau stocat) */
  last_z_at: string | null;
  /** au trecut 24 de ore de la ultimul raport Z */
  z_overdue: boolean;
};
export type DeviceTokenResponse = {
  device_id: number;
  /** arătat o singură dată */
  token: string;
  config_file_name: string;
  config: AgentConfigResponse;
};
export type DiscountResponse = {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  /** procent (0–100) sau lei, 2 zecimale */
  value: string;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type DocSeriesResponse = {
  id: number;
  type: 'pass' | 'receipt' | 'cash';
  series: string;
  next_number: number;
  /** documente emise din serie */
  issued_count: number;
  is_default: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type DrawDto = {
  seed?: string | null;
};
export type DrawPlaceResponse = {
  team_id: number;
  team_name: string;
  sector_id: number;
  sector_name: string;
  stand_id: number;
  stand_number: string;
};
export type DrawResponse = {
  competition_id: number;
  /** aceeași sămânță dă aceeași tragere */
  seed: string;
  drawn_at: string;
  teams: DrawPlaceResponse[];
};
export type ExpenseFilterDto = ListFilterDto & {
  category?:
    ('furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele') | null;
  water_id?: number | null;
  payment_method?: ('cash' | 'bank' | 'card') | null;
  date_from?: string | null;
  date_to?: string | null;
};
export type ExpensePage = PageMeta & { data: ExpenseResponse[]; totals: ExpenseTotals };
export type ExpenseResponse = {
  id: number;
  category: 'furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele';
  /** lei, 2 zecimale */
  amount: string;
  spent_on: string;
  water_id: number | null;
  water: NamedRef | null;
  supplier: string | null;
  supplier_cui: string | null;
  payment_method: 'cash' | 'bank' | 'card';
  document_type: ('factura' | 'bon' | 'chitanta') | null;
  document_number: string | null;
  document_date: string | null;
  description: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};
export type ExpenseTotals = {
  /** lei, 2 zecimale */
  amount: string;
};
export type FinanceChartDto = {
  date_from: string;
  date_to: string;
  group_by: 'day' | 'week' | 'month';
};
export type FinanceChartResponse = {
  labels: string[];
  income: number[];
  expenses: number[];
  profit: number[];
  totals: FinanceChartTotals;
};
export type FinanceChartTotals = {
  /** lei, 2 zecimale */
  income: string;
  /** lei, 2 zecimale */
  expenses: string;
  /** lei, 2 zecimale */
  profit: string;
};
export type FiscalAttentionResponse = {
  /** failed = netipărit; storno_needed = retur de înregistrat; z_without_totals = raport Z fără totaluri; no_receipt_number = bon tipărit fără număr; no_result = trimis casei, fără rezultat de peste 15 minute */
  code: 'failed' | 'storno_needed' | 'z_without_totals' | 'no_receipt_number' | 'no_result';
  /** ce s-a întâmplat, în română */
  problem: string;
  /** ce are de făcut personalul, în română */
  to_do: string;
};
export type FiscalDeviceFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type FiscalDevicePage = PageMeta & { data: FiscalDeviceResponse[] };
export type FiscalDeviceResponse = AgentSettingsResponse & {
  id: number;
  name: string;
  format: 'fprint' | 'ecrbridge';
  plan_vat_groups: PlanVatGroupResponse[];
  /** apele ale căror vânzări le tipărește; gol = casa implicită a firmei */
  water_ids: number[];
  active: boolean;
  /** are un token de agent */
  has_token: boolean;
  agent: AgentStateResponse | null;
  created_at: string;
};
export type FiscalJobFilterDto = ListFilterDto & {
  device_id?: number | null;
  status?: ('queued' | 'sent' | 'printed' | 'failed' | 'cancelled') | null;
  pass_id?: number | null;
  storno_needed?: boolean;
  /** doar bonurile de rezolvat: eșuate, storno de înregistrat, raport Z fără totaluri, bon tipărit fără număr */
  to_settle?: boolean;
};
export type FiscalJobPage = PageMeta & { data: FiscalJobResponse[] };
export type FiscalJobRef = {
  id: number;
  /** queued = în coadă; sent = la casa de marcat; printed = tipărit */
  status: 'queued' | 'sent' | 'printed' | 'failed' | 'cancelled';
  /** numărul bonului fiscal */
  receipt_number: string | null;
  /** eroarea driverului, în română */
  error: string | null;
};
export type FiscalJobResponse = FiscalJobRef & {
  device_id: number;
  kind: 'sale' | 'x_report' | 'z_report';
  attempt: number;
  source: ('pass' | 'checkout' | 'deposit' | 'entry_fee') | null;
  pass_id: number | null;
  booking_id: number | null;
  client_id: number | null;
  payment_method: ('cash' | 'card') | null;
  /** lei, 2 zecimale */
  amount: string | null;
  description: string | null;
  error_code: string | null;
  fiscal_serial: string | null;
  /** bon tipărit de mână pe casă și înregistrat de personal */
  manual: boolean;
  /** needed = trebuie bon de retur (storno) pe casă */
  storno_status: ('needed' | 'done') | null;
  storno_number: string | null;
  printed_at: string | null;
  created_by: number | null;
  created_at: string;
  /** null: bonul nu așteaptă pe nimeni */
  attention: FiscalAttentionResponse | null;
};
export type FiscalStatusResponse = {
  fiscal_mode: 'receipt' | 'amef';
  /** cel puțin o casă activă are raportul Z întârziat: poarta avertizează */
  z_overdue: boolean;
  devices: DeviceStatusResponse[];
};
export type GuestMemberDto = {
  /** litere, spații, cratime, apostrofuri și puncte */
  name: string;
  phone?: string | null;
};
export type LastZResponse = {
  number: number;
  day: string;
  at: string;
};
export type ListFilterDto = {
  page?: number;
  per_page?: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  /** Pagina care urmează după `next_cursor` al paginii anterioare (aceeași sortare); `page` rămâne numărul afișat. */
  after?: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type ManualReceiptDto = {
  receipt_number: string;
};
export type MessageResponse = {
  message: string;
};
export type NamedRef = {
  id: number;
  name: string;
};
export type PageMeta = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** Căutare cu mai mult de `total` rezultate: numărate până la 1 000 („peste 1 000”). */
  total_capped?: boolean;
  /** Începutul paginii următoare (trimis înapoi ca `after`), când sortarea o permite. */
  next_cursor?: string;
};
export type PassChartDto = {
  date_from: string;
  date_to: string;
  group_by: 'day' | 'week' | 'month';
  water_id?: number | null;
};
export type PassChartResponse = {
  labels: string[];
  series: ChartSeries[];
  totals: PassChartTotals;
};
export type PassChartTotals = {
  passes: number;
  /** lei, 2 zecimale */
  revenue: string;
};
export type PassClientRef = {
  id: number;
  name: string;
  cnp: string | null;
  phone: string | null;
};
export type PassDiscountRef = {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  /** lei, 2 zecimale */
  value: string;
};
export type PassFilterDto = ListFilterDto & {
  date_from?: string | null;
  date_to?: string | null;
  water_id?: number | null;
  plan_id?: number | null;
  client_id?: number | null;
  stand_id?: number | null;
  status?: ('upcoming' | 'valid' | 'expired' | 'cancelled') | null;
};
export type PassPage = PageMeta & { data: PassResponse[]; totals: PassTotals };
export type PassPlanRef = {
  id: number;
  name: string;
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  night: boolean;
  /** lei pe kg reținut peste cotă (ieșirea) */
  extra_kg_price: string;
};
export type PassResponse = {
  id: number;
  client_id: number;
  client?: PassClientRef;
  water_id: number;
  water?: PassWaterRef;
  plan_id: number;
  plan?: PassPlanRef;
  stand_id: number | null;
  stand: StandRef | null;
  discount_id: number | null;
  discount: PassDiscountRef | null;
  doc_series_id: number;
  series: string;
  number: number;
  /** codul din QR (verificare publică) */
  code: string;
  verify_url: string;
  valid_from: string;
  valid_to: string;
  /** lei, 2 zecimale */
  price: string;
  /** lei, 2 zecimale */
  discount_amount: string;
  /** lei, 2 zecimale */
  total: string;
  rods: number;
  /** kg */
  retention_kg: string;
  payment_method: 'cash' | 'card' | 'transfer';
  car_plate: string | null;
  notes: string | null;
  receipt_id: number | null;
  receipt: ReceiptRef | null;
  status: 'active' | 'cancelled';
  /** din status, ieșire și date */
  state: 'upcoming' | 'valid' | 'expired' | 'cancelled' | 'exited';
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
  /** JWS compact (EdDSA) semnat de firmă; GET îl are mereu, lista doar dacă a fost deja semnat */
  token: string | null;
  /** ieșirea (capturi cântărite) */
  checked_out_at: string | null;
  /** chitanța surplusului de captură (doar numerar, modul chitanțe) */
  checkout_receipt_id: number | null;
  /** surplusul de captură plătit la ieșire; null: fără surplus */
  checkout_amount: string | null;
  /** cum s-a plătit surplusul; null: fără surplus */
  checkout_payment_method: ('cash' | 'card' | 'transfer') | null;
  /** bonul fiscal al vânzării (modul casă de marcat) */
  fiscal_job: FiscalJobRef | null;
};
export type PassTotals = {
  /** null: căutare cu peste 1 000 de rezultate (`total_capped`) */
  passes: number | null;
  /** lei, 2 zecimale; null: căutare cu peste 1 000 de rezultate */
  total: string | null;
};
export type PassWaterRef = {
  id: number;
  name: string;
};
export type PasswordEmailDto = {
  email: string;
};
export type PasswordResetDto = {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
};
export type PaymentCodesDto = {
  cash: string;
  card: string;
};
export type PaymentCodesResponse = {
  cash: string;
  card: string;
};
export type PlanResponse = PublicPlanResponse & {
  water_ids: number[];
  /** lei pe kg reținut peste cotă */
  extra_kg_price: string;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type PlanSalesResponse = {
  /** de când se numără (acum 30 de zile) */
  since: string;
  /** cele mai vândute întâi */
  rows: PlanSalesRow[];
};
export type PlanSalesRow = {
  plan_id: number;
  water_id: number;
  /** permise emise (neanulate) în ultimele 30 de zile */
  sold: number;
};
export type PlanVatGroupDto = {
  plan_id: number;
  vat_group: string;
};
export type PlanVatGroupResponse = {
  plan_id: number;
  vat_group: string;
};
export type PlansResponse = {
  plans: PlanResponse[];
  waters: WaterResponse[];
  discounts: DiscountResponse[];
};
export type PublicBookingDto = {
  water_id: number;
  stand_id?: number | null;
  plan_id: number;
  starts_at: string;
  ends_at: string;
  /** litere, spații, cratime, apostrofuri și puncte */
  guest_name: string;
  /** se păstrează în forma E.164 (+40722123456) */
  guest_phone: string;
  guest_email: string;
  anglers: number;
  consent: true;
  website?: string | null;
};
export type PublicBookingResponse = {
  id: number;
  status: 'pending';
};
export type PublicCatchResponse = {
  /** specia */
  fish: string;
  /** kg */
  weight_kg: string;
  count: number;
  /** reținut (true) sau eliberat (false) */
  kept: boolean;
  /** ziua capturii, în România */
  day: string;
};
export type PublicCatchesResponse = {
  /** zilele din urmă cuprinse */
  days: number;
  /** cel mult 10, cele mai noi întâi; goală când firma nu a ales să le arate */
  catches: PublicCatchResponse[];
};
export type PublicCompanyResponse = {
  name: string;
  slug: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: StateResponse | null;
  waters: PublicWaterResponse[];
  plans: PublicPlanResponse[];
};
export type PublicCompetitionListItem = {
  id: number;
  name: string;
  water: string;
  starts_at: string;
  ends_at: string;
  status: 'draft' | 'registration' | 'drawn' | 'running' | 'finished' | 'cancelled';
  team_size: number;
  /** lei, 2 zecimale */
  entry_fee: string;
  registration_open: boolean;
  /** standuri rămase libere de echipele confirmate; 0: cererile așteaptă un loc eliberat */
  places_left: number;
};
export type PublicMemberDto = {
  /** litere, spații, cratime, apostrofuri și puncte */
  name: string;
};
export type PublicName = {
  name?: string;
};
export type PublicPassCompany = {
  name: string;
  slug: string;
};
export type PublicPassResponse = {
  state: 'upcoming' | 'valid' | 'expired' | 'cancelled' | 'exited';
  company: PublicPassCompany;
  water: PublicName;
  plan: PublicName;
  valid_from: string;
  valid_to: string;
  /** ieșirea pescarului (starea "exited") */
  checked_out_at: string | null;
  /** inițialele titularului, ex. "P. I."; gol pentru un permis anulat sau ieșit */
  holder: string;
  series: string;
  number: number;
};
export type PublicPlanResponse = {
  id: number;
  name: string;
  duration_value: number;
  duration_unit: 'hours' | 'days' | 'months' | 'years';
  /** lei, 2 zecimale */
  price: string;
  /** lansete */
  rods: number;
  /** kg; 0 = catch & release */
  retention_kg: string;
  night: boolean;
  description: string | null;
  waters: NamedRef[];
};
export type PublicRegistrationDto = {
  /** litere, cifre, spații și semnele obișnuite */
  team_name: string;
  /** se păstrează în forma E.164 (+40722123456) */
  phone: string;
  email?: string | null;
  members: PublicMemberDto[];
  consent: true;
  website?: string | null;
};
export type PublicRegistrationResponse = {
  id: number;
  status: 'requested';
};
export type PublicWaterResponse = {
  id: number;
  name: string;
  city: string | null;
  state: StateResponse | null;
  /** hectare */
  surface_ha: string | null;
  description: string | null;
  /** regulament */
  rules: string | null;
  latitude: string | null;
  longitude: string | null;
  fishes: NamedRef[];
};
export type RankingOverallResponse = {
  team_id: number;
  team_name: string;
  sector_name: string;
  stand_number: string | null;
  place: number;
  /** suma punctelor din manșe */
  points: number;
  /** kg */
  weight_kg: string;
  /** cel mai bun punctaj dintr-o manșă */
  best_place: number;
  /** kg */
  biggest_kg: string;
};
export type RankingResponse = {
  rounds: RankingRoundResponse[];
  overall: RankingOverallResponse[];
  biggest_fish: BiggestFishResponse | null;
};
export type RankingRoundResponse = {
  round: number;
  sectors: RankingSectorResponse[];
};
export type RankingSectorResponse = {
  sector_id: number;
  name: string;
  teams: RankingTeamRoundResponse[];
};
export type RankingTeamRoundResponse = {
  team_id: number;
  team_name: string;
  stand_number: string | null;
  /** captura numărată, kg */
  weight_kg: string;
  /** pești numărați */
  fish: number;
  /** locul în sector (egalii împart locul cel mai bun) */
  place: number;
  /** punctele: media locurilor acoperite de egali */
  points: number;
  /** cel mai mare pește numărat, kg */
  biggest_kg: string;
};
export type ReasonDto = {
  reason?: string | null;
};
export type ReceiptClientRef = {
  id: number;
  name: string;
  cnp: string | null;
  address: string | null;
  city: string | null;
  state_id: number | null;
};
export type ReceiptFilterDto = ListFilterDto & {
  date_from?: string | null;
  date_to?: string | null;
  client_id?: number | null;
  status?: ('issued' | 'cancelled') | null;
};
export type ReceiptPage = PageMeta & { data: ReceiptResponse[]; totals: ReceiptTotals };
export type ReceiptRef = {
  id: number;
  series: string;
  number: number;
  status: 'issued' | 'cancelled';
};
export type ReceiptResponse = ReceiptRef & {
  client_id: number;
  client?: ReceiptClientRef;
  pass_id: number | null;
  doc_series_id: number;
  issued_on: string;
  /** lei, 2 zecimale */
  amount: string;
  /** suma în litere */
  amount_words: string;
  description: string;
  /** numărul bonului fiscal */
  fiscal_receipt_no: string | null;
  created_by: number | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
};
export type ReceiptTotals = {
  /** lei, 2 zecimale; null: căutare cu peste 1 000 de rezultate (`total_capped`) */
  amount: string | null;
};
export type RegisterDto = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
};
export type RegistrationResponse = {
  open: boolean;
};
export type ReissueTokensResponse = {
  /** permise semnate din nou */
  reissued: number;
};
export type ReopenDayDto = {
  date: string;
  reason: string;
};
export type RoundDto = {
  starts_at: string;
  ends_at: string;
};
export type SectorDto = {
  name: string;
  stand_ids: number[];
};
export type SessionResponse = {
  user: SessionUserResponse;
  /** bearer token (Authorization: Bearer …) */
  token: string;
};
export type SessionUserResponse = {
  id: number;
  name: string;
  email: string;
  /** 1 administrator platformă, 2 administrator firmă, 3 angajat */
  role: 1 | 2 | 3;
  phone: string | null;
  company_id: number | null;
  last_login_at: string | null;
  created_at: string;
  company: CompanyResponse | null;
};
export type SigningKeyResponse = {
  kid: string;
  /** cheia publică, base64url */
  x: string;
  created_at: string;
};
export type SigningKeyRow = {
  id: number;
  kid: string;
  /** cheia publică, base64url */
  x: string;
  /** semnează permisele noi */
  current: boolean;
  created_at: string;
  /** înlocuită (rotită) sau retrasă */
  retired_at: string | null;
  /** retrasă ca fiind compromisă */
  compromised_at: string | null;
  /** permise încă valabile semnate cu ea (de re-emis, dacă e retrasă) */
  valid_passes: number;
};
export type SigningKeysResponse = {
  keys: SigningKeyRow[];
};
export type StandRef = {
  id: number;
  number: string;
  name: string | null;
};
export type StandResponse = {
  id: number;
  water_id: number;
  number: string;
  name: string | null;
  capacity: number;
  /** lei pe zi */
  supplement: string;
  active: boolean;
  /** 0–100, procent din lățimea hărții */
  x: number;
  /** 0–100, procent din înălțimea hărții */
  y: number;
  /** are rezervări, permise sau concursuri (nu se mai poate șterge) */
  used: boolean;
  created_at: string;
  updated_at: string;
};
export type StateResponse = {
  id: number;
  name: string;
  code: string;
};
export type StornoDto = {
  storno_number: string;
};
export type TeamCheckInDto = {
  payment_method: 'cash' | 'card' | 'transfer';
  receipt_series_id?: number | null;
  /** cheia încercării: trimisă din nou după un răspuns pierdut, întoarce documentul deja emis, nu un al doilea */
  request_key?: string;
};
export type TeamFilterDto = ListFilterDto & { status?: ('requested' | 'confirmed' | 'cancelled') | null };
export type TeamMemberResponse = {
  id: number;
  /** clientul; null = oaspete (devine client la prezentare) */
  client_id: number | null;
  name: string;
  phone: string | null;
};
export type TeamReceiptRef = {
  id: number;
  series: string;
  number: number;
};
export type UpdateBookingDto = {
  client_id?: number | null;
  guest_name?: string | null;
  guest_phone?: string | null;
  guest_email?: string | null;
  water_id?: number;
  stand_id?: number | null;
  plan_id?: number;
  starts_at?: string;
  ends_at?: string;
  anglers?: number | null;
  deposit?: ((string | null) | (number | null)) | null;
  receipt_series_id?: number | null;
  source?: 'gate' | 'phone';
  notes?: string | null;
};
export type UpdateCashBookSettingsDto = {
  opening_balance?: ((string | null) | (number | null)) | null;
  start_date?: string | null;
  limit_per_person?: ((string | null) | (number | null)) | null;
  limit_end_of_day?: ((string | null) | (number | null)) | null;
  account_cash?: string | null;
  account_clients?: string | null;
  account_suppliers?: string | null;
  account_expenses?: string | null;
  account_dispositions?: string | null;
  expense_accounts?: {
    [key: string]: string;
  } | null;
};
export type UpdateClientDto = {
  first_name?: string;
  last_name?: string;
  cnp?: string | null;
  id_series?: string | null;
  id_number?: string | null;
  phone?: string | null;
  email?: string | null;
  state_id?: number | null;
  city?: string | null;
  address?: string | null;
  car_plate?: string | null;
  notes?: string | null;
  blocked?: boolean;
  blocked_reason?: string | null;
};
export type UpdateCompanyDto = {
  name?: string;
  /** Public subdomain: 3–40 of a-z 0-9 - */
  slug?: string;
  /** Romanian CIF; the RO prefix marks a VAT payer */
  cui?: string;
  reg_com?: string | null;
  address?: string | null;
  /** County id from GET /states */
  state_id?: number | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  bank?: string | null;
  store_cnp?: boolean;
  store_id_documents?: boolean;
  documents_retention_months?: number | null;
  inactive_client_anonymize_years?: number | null;
  public_recent_catches?: boolean;
  staff_personal_export?: boolean;
  booking_days_ahead?: number | null;
  public_pending_limit?: number | null;
  fiscal_mode?: 'receipt' | 'amef';
};
export type UpdateCompanyUserDto = {
  name?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
  role?: 2 | 3;
  phone?: string | null;
};
export type UpdateCompetitionDto = {
  name?: string;
  water_id?: number;
  starts_at?: string;
  ends_at?: string;
  rounds?: RoundDto[];
  team_size?: number;
  entry_fee?: string | number;
  fish_ids?: number[];
  min_weight_kg?: string | number;
  fish_count?: number | null;
  short_rule?: 'mean' | 'max';
  sectors?: SectorDto[];
};
export type UpdateDiscountDto = {
  name?: string;
  type?: 'percent' | 'fixed';
  value?: string | number;
  description?: string | null;
  active?: boolean;
};
export type UpdateDocSeriesDto = {
  type?: 'pass' | 'receipt' | 'cash';
  /** 1–10 of A-Z and 0-9 */
  series?: string;
  next_number?: number | null;
  is_default?: boolean;
  active?: boolean;
};
export type UpdateExpenseDto = {
  category?: 'furaje' | 'populare' | 'salarii' | 'utilitati' | 'intretinere' | 'taxe' | 'echipamente' | 'altele';
  amount?: string | number;
  spent_on?: string;
  water_id?: number | null;
  supplier?: string | null;
  payment_method?: 'cash' | 'bank' | 'card';
  supplier_cui?: string | null;
  document_type?: ('factura' | 'bon' | 'chitanta') | null;
  document_number?: string | null;
  document_date?: string | null;
  description?: string | null;
};
export type UpdateFiscalDeviceDto = {
  name?: string;
  format?: 'fprint' | 'ecrbridge';
  vat_group?: string;
  plan_vat_groups?: PlanVatGroupDto[];
  payment_codes?: PaymentCodesDto;
  fprint_fields?: string;
  unit?: string;
  diacritics?: boolean;
  water_ids?: number[];
  active?: boolean;
};
export type UpdatePassDto = {
  notes?: string | null;
  car_plate?: string | null;
  payment_method?: 'cash' | 'card' | 'transfer';
};
export type UpdatePlanDto = {
  name?: string;
  water_ids?: number[];
  duration_value?: number;
  duration_unit?: 'hours' | 'days' | 'months' | 'years';
  price?: string | number;
  rods?: number | null;
  retention_kg?: ((string | null) | (number | null)) | null;
  extra_kg_price?: ((string | null) | (number | null)) | null;
  night?: boolean;
  description?: string | null;
  active?: boolean;
};
export type UpdateProfileDto = {
  name?: string;
  email?: string;
  phone?: string | null;
  /** Required to change the email or the password. */
  current_password?: string;
  password?: string;
  password_confirmation?: string;
};
export type UpdateReceiptDto = {
  description?: string | null;
  fiscal_receipt_no?: string | null;
};
export type UpdateStandDto = {
  water_id?: number;
  number?: string;
  name?: string | null;
  capacity?: number | null;
  supplement?: ((string | null) | (number | null)) | null;
  active?: boolean;
  x?: number | null;
  y?: number | null;
};
export type UpdateWaterDto = {
  name?: string;
  state_id?: number | null;
  city?: string | null;
  surface_ha?: string | null;
  description?: string | null;
  rules?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  fish_ids?: number[];
  release_fish_ids?: number[];
  active?: boolean;
  max_anglers_per_day?: number | null;
};
export type WaterResponse = CompanyWaterResponse & {
  /** standuri active */
  stands_count: number;
};
export type WeighInFilterDto = ListFilterDto & {
  team_id?: number | null;
  round?: number | null;
  after_id?: number | null;
};
export type WeighInPage = PageMeta & { data: WeighInResponse[] };
export type WeighInResponse = BiggestFishResponse & {
  id: number;
  competition_id: number;
  /** făcut pe telefon; null la o corectură */
  uid: string | null;
  witness: string;
  judge_id: number | null;
  /** cântărirea corectată de aceasta */
  correction_of: number | null;
  /** corectura care o înlocuiește */
  replaced_by: number | null;
  /** peștele a fost scos din clasament */
  voided: boolean;
  /** motivul corecturii */
  reason: string | null;
  /** se numără (nici înlocuită, nici scoasă) */
  counts: boolean;
  created_at: string;
};
export type ZReportFilterDto = ListFilterDto & {
  device_id?: number | null;
  date_from?: string | null;
  date_to?: string | null;
};
export type ZReportPage = PageMeta & { data: ZReportResponse[] };
export type ZReportResponse = {
  id: number;
  device_id: number;
  job_id: number;
  number: number;
  /** YYYY-MM-DD */
  day: string;
  receipts: number;
  totals: ZTotalResponse[];
  created_at: string;
};
export type ZReportResultDto = {
  number: number;
  receipts: number;
  totals: {
    [key: string]: string;
  };
};
export type ZTotalResponse = {
  /** cash, card, … */
  method: string;
  /** lei, 2 zecimale */
  amount: string;
};
