import dayjs from 'dayjs';
import { bookingEnd, depositOf, validateBooking } from './bookingForm';
import { onAPhoneIn } from '@/shared/testing/phoneZone';

const base = {
  who: 'client' as const,
  client_id: 7,
  water_id: 1,
  stand_id: 3,
  plan_id: 2,
  starts_at: dayjs('2026-06-12T07:00:00'),
  ends_at: dayjs('2026-06-13T07:00:00'),
  anglers: 1,
  deposit: null,
  source: 'phone' as const,
};

describe('validateBooking', () => {
  it('accepts a complete client booking', () => {
    expect(validateBooking(base, { hasStands: true, planWaterIds: [1] })).toEqual({});
  });

  it('asks for the client, or for a guest name and a valid phone', () => {
    expect(validateBooking({ ...base, client_id: null }, { hasStands: true })).toEqual({
      client_id: 'Alege clientul.',
    });
    const guest = { ...base, who: 'guest' as const, client_id: null };
    expect(validateBooking(guest, { hasStands: true })).toEqual({
      guest_name: 'Câmpul este obligatoriu.',
      guest_phone: 'Telefonul oaspetelui este obligatoriu.',
    });
    expect(
      validateBooking({ ...guest, guest_name: 'Ion', guest_phone: '12', guest_email: 'ion@' }, { hasStands: true }),
    ).toEqual({ guest_phone: 'Numărul de telefon nu este valid.', guest_email: expect.any(String) as string });
    expect(
      validateBooking(
        { ...guest, guest_name: 'Ion', guest_phone: '0745 111 222', guest_email: '' },
        { hasStands: true },
      ),
    ).toEqual({});
  });

  it('wants a stand only on a water with stands', () => {
    expect(validateBooking({ ...base, stand_id: null }, { hasStands: true })).toEqual({ stand_id: 'Alege standul.' });
    expect(validateBooking({ ...base, stand_id: null }, { hasStands: false })).toEqual({});
  });

  it('refuses a plan of another water, an end before the start, anglers outside 1–10, a bad deposit', () => {
    expect(validateBooking(base, { hasStands: true, planWaterIds: [9] })).toEqual({
      plan_id: 'Planul ales nu este valabil pe această apă.',
    });
    expect(validateBooking({ ...base, ends_at: base.starts_at }, { hasStands: true })).toEqual({
      ends_at: 'Sfârșitul trebuie să fie după început.',
    });
    expect(validateBooking({ ...base, anglers: 11, deposit: -1 }, { hasStands: true })).toEqual({
      anglers: 'Valoarea maximă este 10.',
      deposit: 'Valoarea minimă este 0.',
    });
    expect(validateBooking({ ...base, starts_at: null, ends_at: dayjs('x') }, { hasStands: true })).toEqual({
      starts_at: 'Câmpul este obligatoriu.',
      ends_at: 'Data și ora nu sunt valide.',
    });
  });
});

describe('depositOf', () => {
  it('is the amount with two decimals, 0 when empty', () => {
    expect(depositOf(50)).toBe('50.00');
    expect(depositOf('12,5')).toBe('12.50');
    expect(depositOf(null)).toBe('0.00');
  });
});

describe("bookingEnd: the departure a plan gives, on the lake's clock whatever the phone's zone", () => {
  it('ends a day at the same clock time the next day across the night the clocks go back, an hour plan 24 real hours on', () => {
    for (const zone of ['Europe/Bucharest', 'UTC', 'Asia/Tokyo'])
      onAPhoneIn(zone, () => {
        // Arrival on Saturday 24 October 2026 at 20:00, as the picker holds it.
        const arrival = dayjs('2026-10-24T20:00');
        expect(bookingEnd(arrival, 1, 'days').format('YYYY-MM-DD HH:mm')).toBe('2026-10-25 20:00');
        expect(bookingEnd(arrival, 24, 'hours').format('YYYY-MM-DD HH:mm')).toBe('2026-10-25 19:00');
        expect(bookingEnd(dayjs('2026-03-28T20:00'), 24, 'hours').format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 21:00');
      });
  });
});
