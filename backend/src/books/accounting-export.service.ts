import { documentNumber } from '@balti/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { presentSettings } from './books.presenter';
import { BooksService, checkRange, daysBetween } from './books.service';
import { dayOf, roDate } from './cash-format';
import { CashRegisterService } from './cash-register.service';
import type { AccountingExportDto } from './dto/books.dto';
import { zipFiles } from '@app/common/zip';

/** One row of SAGA's `<Incasari>` or `<Plati>` (docs/saga/saga-incasari-plati.xsd), in tag order. */
export interface SagaLine {
  Data: string;
  Numar: string;
  Suma: string;
  Cont: string;
  /** ContClient in `<Incasari>`, ContFurnizor in `<Plati>`. */
  Contrapartida: string;
  Explicatie: string;
  CodFiscal: string | null;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const csvCell = (s: string) => (/[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
/**
 * A text cell a spreadsheet would run as a formula (it begins with = + - @, a tab, a CR or the
 * full-width ＝ ＋ － ＠, as the browser's exports check in frontend/src/shared/csv.ts: a payer or a
 * description typed as "=HYPERLINK(...)") gets a leading apostrophe, so it opens as text. Numbers
 * (the sums) are written as they are.
 */
const textCell = (s: string) => (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(s) ? `'${s}` : s);
/** The table with its header; the cells of the `numeric` columns (by index) are numbers, the others text. */
const csv = (rows: string[][], numeric: number[] = []) =>
  '\uFEFF' +
  rows
    .map((r, i) => r.map((cell, c) => csvCell(i > 0 && numeric.includes(c) ? cell : textCell(cell))).join(';'))
    .join('\r\n') +
  '\r\n';

/**
 * The period for the accountant (OPERATIONS.md "Registrul de casă"): the cash book's lines as
 * SAGA C's "Import date" files, or as plain CSV tables. The sums equal the cash book's: both are
 * made from BooksService.documents().
 */
@Injectable()
export class AccountingExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly books: BooksService,
    private readonly register: CashRegisterService,
  ) {}

  async lines(companyId: number, from: string, to: string) {
    const em = this.dataSource.manager;
    const book = await this.register.book(companyId, em);
    const settings = presentSettings(book);
    // As the cash book (BooksService.cashBook()): nothing before its start date, which the opening balance holds.
    const start = book.start_date ? dayOf(book.start_date) : null;
    const docs = await this.books.documents(em, companyId, start && from < start ? start : from, to);
    const incasari = new Map<string, SagaLine[]>();
    const plati = new Map<string, SagaLine[]>();
    const push = (map: Map<string, SagaLine[]>, day: string, line: Omit<SagaLine, 'Data' | 'Cont'>) => {
      const list = map.get(day) ?? [];
      list.push({ Data: roDate(day), Cont: settings.account_cash, ...line });
      map.set(day, list);
    };
    for (const r of docs.receipts) {
      push(incasari, r.issued_on, {
        Numar: r.label,
        Suma: r.amount,
        Contrapartida: settings.account_clients,
        Explicatie: `${r.description} (${r.payer})`,
        CodFiscal: null,
      });
    }
    for (const z of docs.zReports) {
      if (Number(z.cash) === 0) continue;
      push(incasari, z.day, {
        Numar: `Z ${z.number}`,
        Suma: z.cash,
        Contrapartida: settings.account_clients,
        Explicatie: `Raport Z nr. ${z.number}: vânzări în numerar`,
        CodFiscal: null,
      });
    }
    const dispositionLine = (d: (typeof docs.dispositions)[number]) => {
      const counter = d.receipt_id !== null ? settings.account_clients : settings.account_dispositions;
      push(d.kind === 'in' ? incasari : plati, d.issued_on, {
        Numar: documentNumber(d),
        Suma: d.amount,
        Contrapartida: counter,
        Explicatie: `${d.explanation} (${d.person})`,
        CodFiscal: null,
      });
    };
    // In the cash book's order: chitanțe, Z reports, dispositions in, expenses, dispositions out.
    docs.dispositions.filter((d) => d.kind === 'in').forEach(dispositionLine);
    for (const e of docs.expenses) {
      const account =
        e.document_type === 'factura'
          ? settings.account_suppliers
          : (settings.expense_accounts[e.category] ?? settings.account_expenses);
      push(plati, e.spent_on, {
        Numar: e.document_number ?? `CH ${e.id}`,
        Suma: e.amount,
        Contrapartida: account,
        Explicatie: [e.supplier, e.description].filter(Boolean).join(': ') || `Cheltuială ${e.category}`,
        CodFiscal: e.supplier_cui ? e.supplier_cui.replace(/^RO/, '') : null,
      });
    }
    docs.dispositions.filter((d) => d.kind === 'out').forEach(dispositionLine);
    return { incasari, plati, zReports: docs.zReports };
  }

  async export(companyId: number, dto: AccountingExportDto): Promise<Buffer> {
    checkRange(dto);
    const { incasari, plati, zReports } = await this.lines(companyId, dto.date_from, dto.date_to);
    const files: { name: string; data: string }[] = [];
    if (dto.format === 'saga') {
      for (const day of daysBetween(dto.date_from, dto.date_to)) {
        const i = incasari.get(day);
        const p = plati.get(day);
        if (i) files.push({ name: `I_${roDate(day)}.xml`, data: sagaXml('Incasari', 'ContClient', i) });
        if (p) files.push({ name: `P_${roDate(day)}.xml`, data: sagaXml('Plati', 'ContFurnizor', p) });
      }
    } else {
      const table = (map: Map<string, SagaLine[]>, counter: string) =>
        csv(
          [
            ['Data', 'Numar', 'Suma', 'Cont', counter, 'Explicatie', 'CodFiscal'],
            ...[...map.keys()]
              .sort()
              .flatMap((day) =>
                (map.get(day) ?? []).map((l) => [
                  l.Data,
                  l.Numar,
                  l.Suma,
                  l.Cont,
                  l.Contrapartida,
                  l.Explicatie,
                  l.CodFiscal ?? '',
                ]),
              ),
          ],
          [2],
        );
      files.push({ name: 'incasari.csv', data: table(incasari, 'ContClient') });
      files.push({ name: 'plati.csv', data: table(plati, 'ContFurnizor') });
    }
    files.push({
      name: 'rapoarte-z.csv',
      data: csv(
        [
          ['Data', 'Numar', 'Numerar', 'Card'],
          ...zReports.map((z) => [roDate(z.day), String(z.number), z.cash, z.card]),
        ],
        [1, 2, 3],
      ),
    });
    return zipFiles(files);
  }
}

/** `I_<date>.xml` / `P_<date>.xml` as SAGA C's "Import date" reads them. */
export function sagaXml(root: 'Incasari' | 'Plati', counterTag: 'ContClient' | 'ContFurnizor', lines: SagaLine[]) {
  const rows = lines.map((l) => {
    const tags: [string, string | null][] = [
      ['Data', l.Data],
      ['Numar', l.Numar],
      ['Suma', l.Suma],
      ['Cont', l.Cont],
      [counterTag, l.Contrapartida],
      ['Explicatie', l.Explicatie],
      ['CodFiscal', l.CodFiscal],
      ['Moneda', 'RON'],
    ];
    return `  <Linie>\n${tags
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) => `    <${k}>${xml(v ?? '')}</${k}>`)
      .join('\n')}\n  </Linie>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n${rows.join('\n')}\n</${root}>\n`;
}
