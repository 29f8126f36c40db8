// The command files each format renders (golden files in test/golden; regenerate with
// UPDATE_GOLDEN=1 after a deliberate change and review the diff), the answer parsers on the assumed
// answer texts, and the text rules.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { loadFormat } from '../src/agent.mjs';
import { decimal, encode, itemName, transliterate } from '../src/text.mjs';
import { deviceSettings } from './support/server.mjs';

const golden = (name) => new URL(`./golden/${name}`, import.meta.url);
function matchGolden(name, bytes) {
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden(name), bytes);
  assert.ok(existsSync(golden(name)), `golden/${name} is missing (UPDATE_GOLDEN=1 writes it)`);
  assert.deepEqual(Buffer.from(bytes), readFileSync(golden(name)), `golden/${name}`);
}

const sale = {
  id: 17,
  seq: 17,
  attempt: 1,
  kind: 'sale',
  created_at: '2026-11-25T08:00:00.000Z',
  sale: {
    reference: 'Permis BD 12',
    lines: [
      { name: 'Permis zi — Știucă și țânțar; Lacul Mare', unit_price: '50', quantity: '1', vat_group: '1' },
      { name: 'Loc de pescuit ş ţ Ş Ţ â î Ă Â Î', unit_price: '12.5', quantity: '2.000', vat_group: '2' },
    ],
    payments: [
      { method: 'cash', amount: '40.00' },
      { method: 'card', amount: '35.00' },
    ],
    total: '75.00',
  },
};
const report = (kind) => ({ id: 18, seq: 18, attempt: 2, kind, created_at: '2026-11-25T20:00:00.000Z' });

for (const name of ['fprint', 'ecrbridge']) {
  describe(`${name}: command files`, () => {
    test('a sale on a device without diacritics: ș ț ă â î (comma and cedilla forms) transliterated, no `;` in names', async () => {
      const format = await loadFormat(name);
      const text = format.render(sale, deviceSettings({ diacritics: false }));
      matchGolden(`${name}-sale-fara-diacritice.txt`, text);
      assert.match(text, /Permis zi - Stiuca si tantar, Lacul Mare/);
      assert.match(text, /Loc de pescuit s t S T a i A A I/);
      assert.ok(/^[\x20-\x7e\r\n]*$/.test(text), 'plain ASCII');
    });

    test('a sale on a device with diacritics, in UTF-8 and in Windows-1250', async () => {
      const format = await loadFormat(name);
      const text = format.render(sale, deviceSettings({ diacritics: true, payment_codes: { cash: '1', card: '2' } }));
      matchGolden(`${name}-sale-diacritice.txt`, text);
      assert.match(text, /Permis zi — Știucă și țânțar, Lacul Mare/);
      matchGolden(`${name}-sale-diacritice.cp1250.txt`, encode(text, 'windows-1250'));
    });

    test('X and Z reports', async () => {
      const format = await loadFormat(name);
      matchGolden(`${name}-x.txt`, format.render(report('x_report'), deviceSettings()));
      matchGolden(`${name}-z.txt`, format.render(report('z_report'), deviceSettings()));
      assert.equal(format.fileName(report('z_report')), `balti-18-2.${name === 'fprint' ? 'inp' : 'txt'}`);
    });

    test('the assumed answers parse to the bon, the serial, the Z and the error', async () => {
      const format = await loadFormat(name);
      const read = (file) => readFileSync(golden(file), 'utf8');
      assert.deepEqual(format.parseAnswer(read(`${name}-answer-sale.txt`), false), {
        status: 'printed',
        receipt_number: '42',
        fiscal_serial: 'DT123456',
        z: null,
      });
      assert.deepEqual(format.parseAnswer(read(`${name}-answer-z.txt`), false), {
        status: 'printed',
        receipt_number: null,
        fiscal_serial: 'DT123456',
        z: { number: 45, receipts: 12, totals: { 0: '600.00', 1: '150.00' } },
      });
      const failed = format.parseAnswer(read(`${name}-answer-error.txt`), true);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error_code, '-150101');
    });

    test('settings the format cannot take are refused before anything is written', async () => {
      const format = await loadFormat(name);
      assert.throws(() => format.render(sale, deviceSettings({ payment_codes: { cash: '0' } })), /card/);
      assert.throws(() =>
        format.render(
          { ...sale, sale: { ...sale.sale, lines: [{ ...sale.sale.lines[0], unit_price: '1.005' }] } },
          deviceSettings(),
        ),
      );
    });
  });
}

test("FPrint: the fields between quantity and unit come from the settings, {vat} is the line's VAT group", async () => {
  const format = await loadFormat('fprint');
  const text = format.render(sale, deviceSettings({ fprint_fields: '2;{vat};0', unit: 'buc.' }));
  assert.match(text, /^S,1,______,_,__;Permis zi - Stiuca si tantar, Lacul Mare;50\.00;1\.000;2;1;0;buc\.\r$/m);
  assert.match(text, /;12\.50;2\.000;2;2;0;buc\.\r$/m);
  assert.throws(() => format.render(sale, deviceSettings({ fprint_fields: '1;x' })), /câmpuri FPrint/);
});

test('an unknown format is refused; a format is one file in src/formats', async () => {
  await assert.rejects(loadFormat('tremol'), /format necunoscut/);
  await assert.rejects(loadFormat('../agent'), /format necunoscut/);
});

test('names: at most 72 characters, no control characters', () => {
  const long = 'Ș'.repeat(80);
  assert.equal(itemName(long, true).length, 72);
  assert.equal(itemName(long, false), 'S'.repeat(72));
  assert.equal(itemName('  a\tb\nc ', false), 'a b c');
  assert.equal(itemName('', false), 'Articol');
  assert.equal(transliterate('Ăă Ââ Îî Șș Şş Țț Ţţ é ß'), 'Aa Aa Ii Ss Ss Tt Tt e ?');
});

test('amounts: 2 decimals for prices, 3 for quantities, never rounded', () => {
  assert.equal(decimal('50', 2), '50.00');
  assert.equal(decimal('007.5', 2), '7.50');
  assert.equal(decimal('1', 3), '1.000');
  assert.equal(decimal('2.5000', 3), '2.500');
  assert.throws(() => decimal('1.005', 2));
  assert.throws(() => decimal('-1', 2));
  assert.throws(() => decimal('1e3', 2));
});
