import { need, type FiscalFormatSpec } from './format';

/**
 * ECR Bridge text files: `I;NAME;QUANTITY;PRICE;VAT_GROUP` and `P;PAYMENT_CODE;0`. The sources
 * disagree on the payment codes (0/1 against 1/2), so they are settings; the VAT group is one
 * letter or digit. It has no fields between quantity and unit: `fprint_fields` is not used.
 */
export const ECRBRIDGE: FiscalFormatSpec = {
  name: 'ecrbridge',
  defaults: {
    vat_group: '1',
    payment_codes: { cash: '1', card: '2' },
    fprint_fields: '',
    unit: 'buc',
    diacritics: false,
  },
  check(s, planGroups) {
    const errors: Record<string, string[]> = {};
    const group = /^[A-Za-z0-9]$/;
    need(errors, 'vat_group', group.test(s.vat_group), 'Grupa de TVA pentru ECR Bridge este o literă sau o cifră.');
    for (const g of planGroups)
      need(errors, 'plan_vat_groups', group.test(g), 'Grupa de TVA pentru ECR Bridge este o literă sau o cifră.');
    need(errors, 'payment_codes.cash', /^\d$/.test(s.payment_codes.cash), 'Codul plății ECR Bridge este o cifră.');
    need(errors, 'payment_codes.card', /^\d$/.test(s.payment_codes.card), 'Codul plății ECR Bridge este o cifră.');
    need(errors, 'unit', /^[^;\r\n]{1,6}$/.test(s.unit), 'Unitatea are 1–6 caractere, fără „;”.');
    return errors;
  },
};
