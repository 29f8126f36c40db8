import { CSV_BOM, csvCell, csvFileName, fetchAllPages, toCsv, type CsvColumn } from './csv';

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
