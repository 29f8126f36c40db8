import { need, type FiscalFormatSpec } from './format';

/**
 * Datecs FPrint command lines (also read by Fisco): `S,1,______,_,__;NAME;PRICE;QUANTITY;<fields>;UNIT`
 * and `T,1,______,_,__;TYPE;AMOUNT;`. The fields between quantity and unit (department, group, VAT
 * index) differ between drivers, so they are a setting: `;`-separated numbers, `{vat}` standing for
 * the line's VAT group (the agent fills it in: agent/src/formats/fprint.mjs).
 */
export const FPRINT: FiscalFormatSpec = {
  name: 'fprint',
  defaults: {
    vat_group: '1',
    payment_codes: { cash: '0', card: '1' },
    fprint_fields: '1;1;{vat};0;0',
    unit: 'buc',
    diacritics: false,
  },
  check(s, planGroups) {
    const errors: Record<string, string[]> = {};
    const digit = /^\d{1,2}$/;
    need(errors, 'vat_group', digit.test(s.vat_group), 'Grupa de TVA pentru FPrint este un număr (ex. 1).');
    for (const g of planGroups)
      need(errors, 'plan_vat_groups', digit.test(g), 'Grupa de TVA pentru FPrint este un număr (ex. 1).');
    need(
      errors,
      'payment_codes.cash',
      /^[0-4]$/.test(s.payment_codes.cash),
      'Codul plății FPrint este 0–4 (0 numerar).',
    );
    need(errors, 'payment_codes.card', /^[0-4]$/.test(s.payment_codes.card), 'Codul plății FPrint este 0–4 (1 card).');
    need(
      errors,
      'fprint_fields',
      /^(\d{1,3}|\{vat\})(;(\d{1,3}|\{vat\})){0,7}$/.test(s.fprint_fields),
      'Câmpurile dintre cantitate și unitate sunt numere separate prin „;”; {vat} este grupa de TVA a liniei (ex. 1;1;{vat};0;0).',
    );
    need(errors, 'unit', /^[^;,\r\n]{1,6}$/.test(s.unit), 'Unitatea are 1–6 caractere, fără „;” sau „,”.');
    return errors;
  },
};
