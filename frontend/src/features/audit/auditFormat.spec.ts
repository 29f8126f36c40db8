import { auditActor, auditChangesText, fieldLabel, formatAuditValue } from './auditFormat';

describe('audit field labels', () => {
  it.each([
    ['clients', 'first_name', 'Prenume'],
    ['clients', 'last_name', 'Nume'],
    ['clients', 'phone', 'Telefon'],
    ['catches', 'fish_id', 'Specie'],
    ['plans', 'extra_kg_price', 'Preț surplus / kg'],
    ['stands', 'name', 'Denumire'],
    ['passes', 'some_new_column', 'some new column'],
    ['companies', 'vat_payer', 'Plătitor de TVA'],
    ['companies', 'booking_days_ahead', 'Rezervări online cu zile înainte'],
    ['competitions', 'entry_fee', 'Taxă de participare'],
    ['clients', 'rows', 'Rânduri'],
    ['clients', 'page', 'Pagina'],
    ['fiscal_jobs', 'error_code', 'Codul erorii'],
    ['fiscal_jobs', 'printed_at', 'Tipărit la'],
    ['fiscal_jobs', 'kind', 'Tip'],
    // An erasure's own rows, a document's file, a pass's and a chitanță's own columns.
    ['clients', 'audit_rows', 'Rânduri din jurnal redactate'],
    ['client_documents', 'media_id', 'Fișierul'],
    ['media', 'sha256', 'Amprenta (SHA-256)'],
    ['passes', 'code', 'Codul de verificare'],
    ['passes', 'revocation_seq', 'Nr. în lista de revocări'],
    ['receipts', 'amount_words', 'Suma în litere'],
    ['catches', 'recorded_by', 'Înregistrat de'],
    ['stands', 'x', 'Poziția pe hartă (orizontal)'],
  ])('%s.%s → "%s"', (entity, field, label) => {
    expect(fieldLabel(entity, field)).toBe(label);
  });
});

describe('audit values, formatted as elsewhere', () => {
  const lookups = { fishes: new Map([[9, 'Crap']]), waters: new Map([[2, 'Lacul Mare']]) };
  it.each([
    ['price', '1234.56', '1.234,56 lei'],
    ['amount', '50', '50,00 lei'],
    ['active', 'true', 'da'],
    ['blocked', 'false', 'nu'],
    ['fish_id', '9', 'Crap'],
    ['water_id', '2', 'Lacul Mare'],
    ['plan_id', '4', '#4'],
    ['client_id', '12', '#12'],
    ['status', 'cancelled', 'anulat'],
    ['status', 'draft', 'ciornă'],
    ['status', 'running', 'în desfășurare'],
    ['status', 'requested', 'cerere online'],
    ['status', 'queued', 'în coadă'],
    ['status', 'failed', 'netipărit'],
    ['kind', 'z_report', 'raport Z'],
    ['storno_status', 'needed', 'de înregistrat'],
    ['source', 'entry_fee', 'taxă concurs'],
    ['source', 'phone', 'telefon'],
    ['manual', 'true', 'da'],
    ['device_id', '3', '#3'],
    ['sale', '{"reference":"BD 12","total":"50.00","lines":[]}', 'vânzare de 50,00 lei'],
    ['payment_method', 'cash', 'numerar'],
    ['fee_payment_method', 'card', 'card'],
    ['duration_unit', 'months', 'luni'],
    ['fiscal_mode', 'amef', 'casa de marcat'],
    ['role', '3', 'angajat'],
    ['type', 'fixed', 'sumă fixă'],
    ['store_cnp', 'false', 'nu'],
    ['entry_fee', '150', '150,00 lei'],
    ['birth_date', '1980-03-05', '05.03.1980'],
    ['status', 'issued', 'emis'],
    ['first_name', null, '—'],
    ['phone', '***', '***'],
    ['cnp', '***', '***'],
  ])('%s: %s → "%s"', (field, value, shown) => {
    expect(formatAuditValue(field, value, lookups)).toBe(shown);
  });

  it("shows an instant on Romania's clock as dd.mm.yyyy HH:mm", () => {
    expect(formatAuditValue('starts_at', '2026-11-25T14:07:00.000Z')).toBe('25.11.2026 16:07');
  });

  it('writes a change in words', () => {
    expect(
      auditChangesText(
        'catches',
        [
          { field: 'fish_id', old: null, new: '9' },
          { field: 'kept', old: 'true', new: 'false' },
        ],
        lookups,
      ),
    ).toBe('Specie: — → Crap; Păstrat: da → nu');
  });
});

describe('who wrote an entry', () => {
  it('names a user, the platform administrator, or the system', () => {
    expect(auditActor({ actor_id: 7, actor_name: 'Ana Pop', actor_role: 2 })).toBe('Ana Pop');
    expect(auditActor({ actor_id: 1, actor_name: null, actor_role: 1 })).toBe('Administratorul platformei');
    expect(auditActor({ actor_id: 9, actor_name: null, actor_role: 3 })).toBe('#9');
    expect(auditActor({ actor_id: null, actor_name: null, actor_role: null })).toBe('Sistem');
  });
});
