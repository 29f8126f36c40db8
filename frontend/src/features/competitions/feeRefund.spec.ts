import { competitionRefund, teamRefund } from './feeRefund';

describe('competitionRefund', () => {
  it('says how many teams get their fee back and how much, in lei', () => {
    expect(competitionRefund({ paid: 2, paid_fees: '2469.12' })).toBe('Se restituie taxele a 2 echipe: 2.469,12 lei.');
    expect(competitionRefund({ paid: 20, paid_fees: '6000.00' })).toBe(
      'Se restituie taxele a 20 de echipe: 6.000,00 lei.',
    );
    expect(competitionRefund({ paid: 1, paid_fees: '150.00' })).toBe('Se restituie taxa unei echipe: 150,00 lei.');
  });

  it('says nothing when no fee was taken', () => {
    expect(competitionRefund({ paid: 0, paid_fees: '0.00' })).toBeNull();
  });
});

describe('teamRefund', () => {
  it('names the fee a withdrawal hands back, only when one was taken', () => {
    expect(teamRefund({ fee_paid: true, fee: '1234.56', fee_payment_method: 'card' })).toBe(
      'Se restituie taxa încasată: 1.234,56 lei.',
    );
    expect(teamRefund({ fee_paid: false, fee: '150.00', fee_payment_method: null })).toBeNull();
    // Checked in without money: a fee of 0 or no payer.
    expect(teamRefund({ fee_paid: true, fee: '150.00', fee_payment_method: null })).toBeNull();
  });
});
