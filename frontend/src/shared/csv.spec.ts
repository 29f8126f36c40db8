import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CSV_BOM, csvCell, csvFileName, fetchAllPages, toCsv, type CsvColumn } from './csv';
import { onAPhoneIn } from '@/shared/testing/phoneZone';

interface Row {
  name: string;
  amount: number | null;
  active: boolean;
}

const columns: CsvColumn<Row>[] = [
  { title: 'Denumire', value: (r) => r.name },
  { title: 'Sumă', value: (r) => r.amount },
  { title: 'Activ', value: (r) => r.active },
];

describe('csvCell', () => {
  it('leaves plain text alone and empties null values', () => {
    expect(csvCell('Lacul Mare')).toBe('Lacul Mare');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('quotes cells holding the separator, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Balta "Demo"')).toBe('"Balta ""Demo"""');
    expect(csvCell('rând 1\nrând 2')).toBe('"rând 1\nrând 2"');
  });

  it('writes booleans as Da/Nu and defuses formulas', () => {
    expect(csvCell(true)).toBe('Da');
    expect(csvCell(false)).toBe('Nu');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('defuses a cell starting with each character a spreadsheet may read as a formula', () => {
    const cases: [string, string][] = [
      ['=1+1', "'=1+1"],
      ['+1+1', "'+1+1"],
      ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\t=1+1', "'\t=1+1"],
      ['\r=1+1', `"'\r=1+1"`],
      ['\uFF1D1+1', "'\uFF1D1+1"],
      ['\uFF0B1+1', "'\uFF0B1+1"],
      ['\uFF0D1+1', "'\uFF0D1+1"],
      ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
      ['=HYPERLINK("http://x";"y")', `"'=HYPERLINK(""http://x"";""y"")"`],
      ['+40 755 123 456', "'+40 755 123 456"],
      ['-', "'-"],
    ];
    for (const [cell, written] of cases) expect({ cell, written: csvCell(cell) }).toEqual({ cell, written });
  });

  it('leaves a plain number a number: negative amounts as the API and formatAmount write them', () => {
    for (const n of [-5, -12.5, '-12.50', '-1.234,56', '-0,50', '-7', '1.234,56', 0])
      expect(csvCell(n)).toBe(String(n));
    // Text that only starts like a number is still defused.
    expect(csvCell('-12.50+A1')).toBe("'-12.50+A1");
    expect(csvCell('-1,2,3')).toBe("'-1,2,3");
  });

  it('leaves other text alone, formula characters inside it included', () => {
    for (const text of ['Ion-Popescu', 'a=b', 'Lacul @ Mare', '0755 123 456', 'Ștefan'])
      expect(csvCell(text)).toBe(text);
  });
});

describe('every CSV export', () => {
  const src = join(__dirname, '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const all = files(src).map((f) => ({ file: relative(src, f), text: readFileSync(f, 'utf8') }));

  it('is written by toCsv, through the one export button', () => {
    // The button writes what toCsv answers, and ListView's `csv` prop is that button.
    const listing = all.find((f) => f.file === join('shared', 'components', 'listing.tsx'))!.text;
    expect(listing).toContain('downloadCsv(csvFileName(fileBase), toCsv(rows, columns))');
    const listView = all.find((f) => f.file === join('shared', 'list', 'ListView.tsx'))!.text;
    expect(listView).toContain('<ExportCsvButton fileBase={props.csv.fileBase} columns={props.csv.columns}');
    // Every screen with CSV columns hands them to ListView or to the button; none writes CSV itself.
    // Columns exported from a module of their own (shared with a test) are handed to the button by
    // the screen that imports them.
    const sources = all.filter((f) => !f.file.endsWith('.spec.ts'));
    const handedOver = (text: string) =>
      [...text.matchAll(/export const (\w+): CsvColumn<\w+>\[\]/g)].every(([, name]) =>
        sources.some((g) => g.text.includes('<ExportCsvButton') && g.text.includes(`columns={${name}}`)),
      ) && /export const \w+: CsvColumn</.test(text);
    const exporters = sources.filter((f) => /CsvColumn<\w+>\[\]/.test(f.text) && f.file.startsWith('features'));
    expect(exporters.length).toBeGreaterThanOrEqual(11);
    for (const { file, text } of exporters)
      expect({ file, exports: /csv=\{\{ fileBase:|<ExportCsvButton/.test(text) || handedOver(text) }).toEqual({
        file,
        exports: true,
      });
    const own = sources.filter(
      (f) =>
        !f.file.startsWith(join('shared', 'csv')) &&
        /text\/csv|downloadCsv\(|CSV_SEPARATOR|toCsv\(/.test(f.text) &&
        f.file !== join('shared', 'components', 'listing.tsx'),
    );
    expect(own.map((f) => f.file)).toEqual([]);
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates with ; and ends every line with CRLF', () => {
    const csv = toCsv<Row>(
      [
        { name: 'Știucă; șalău', amount: 10, active: true },
        { name: 'Crap', amount: null, active: false },
      ],
      columns,
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Denumire;Sumă;Activ\r\n"Știucă; șalău";10;Da\r\nCrap;;Nu\r\n`);
  });

  it('writes only the header for an empty list', () => {
    expect(toCsv<Row>([], columns)).toBe(`${CSV_BOM}Denumire;Sumă;Activ\r\n`);
  });
});

describe('fetchAllPages', () => {
  it('reads pages until the last one', async () => {
    const fetchPage = jest.fn((page: number) =>
      Promise.resolve({ data: [page * 10, page * 10 + 1], current_page: page, per_page: 2, total: 5, last_page: 3 }),
    );
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([10, 11, 20, 21, 30, 31]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops on an empty page', async () => {
    const fetchPage = jest.fn(() =>
      Promise.resolve({ data: [], current_page: 1, per_page: 100, total: 0, last_page: 1 }),
    );
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('csvFileName', () => {
  it('adds the local date', () => {
    expect(csvFileName('cheltuieli', new Date(2024, 4, 7))).toBe('cheltuieli-2024-05-07.csv');
  });
});

describe('csvFileName', () => {
  it("names the export by Romania's day, whatever the phone's zone", () => {
    onAPhoneIn('UTC', () => {
      // 00:30 on 29 March 2026 in Bucharest, still the 28th in UTC.
      expect(csvFileName('cheltuieli', new Date('2026-03-28T22:30:00Z'))).toBe('cheltuieli-2026-03-29.csv');
      expect(csvFileName('permise', new Date('2026-10-25T12:00:00Z'))).toBe('permise-2026-10-25.csv');
    });
  });
});
