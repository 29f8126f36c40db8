import { useMemo, useState, type FormEvent } from 'react';
import type { PublicPlan, PublicWater } from '@/features/public/api';
import { errorStatus, fieldErrors, serverMessage } from '@/shared/api/describeError';
import { formatDate } from '@/shared/format';
import { personNameProblem } from '@/shared/publicForm';
import { useAvailabilityQuery, useRequestBookingMutation } from './publicApi';

const DAYS_SHOWN = 14;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' });
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A day and a time typed on the page, as the instant they mean where the visitor is. */
const instant = (day: string, time: string) => new Date(`${day}T${time || '00:00'}`).toISOString();

interface Values {
  water_id: string;
  stand_id: string;
  plan_id: string;
  from_day: string;
  from_time: string;
  to_day: string;
  to_time: string;
  anglers: string;
  guest_name: string;
  guest_phone: string;
  guest_email: string;
  consent: boolean;
  website: string;
}
type Problems = Partial<Record<keyof Values | 'starts_at' | 'ends_at', string>>;

function validate(v: Values): Problems {
  const p: Problems = {};
  const name = personNameProblem(v.guest_name);
  if (name) p.guest_name = name;
  if (!/^\+?[0-9 .\-()]{9,20}$/.test(v.guest_phone.trim())) p.guest_phone = 'Scrieți un număr de telefon valid.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.guest_email.trim())) p.guest_email = 'Scrieți o adresă de e-mail validă.';
  if (!v.plan_id) p.plan_id = 'Alegeți permisul.';
  if (!v.from_day) p.from_day = 'Alegeți ziua sosirii.';
  if (!v.to_day) p.to_day = 'Alegeți ziua plecării.';
  else if (v.from_day && instant(v.to_day, v.to_time) <= instant(v.from_day, v.from_time))
    p.to_day = 'Plecarea trebuie să fie după sosire.';
  const n = Number(v.anglers);
  if (!Number.isInteger(n) || n < 1 || n > 10) p.anglers = 'Între 1 și 10 pescari.';
  if (!v.consent) p.consent = 'Bifați acordul pentru a trimite cererea.';
  return p;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="booking-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="booking-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The public page's booking block: an availability calendar per stand and a request form. */
export function PublicBookingSection({
  slug,
  waters,
  plans,
}: {
  slug: string;
  waters: PublicWater[];
  plans: PublicPlan[];
}) {
  const [v, setV] = useState<Values>({
    water_id: waters[0] ? String(waters[0].id) : '',
    stand_id: '',
    plan_id: '',
    from_day: today(),
    from_time: '07:00',
    to_day: addDays(today(), 1),
    to_time: '07:00',
    anglers: '1',
    guest_name: '',
    guest_phone: '',
    guest_email: '',
    consent: false,
    website: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string; checked?: boolean; type?: string } }) =>
    setV((old) => ({ ...old, [key]: e.target.type === 'checkbox' ? !!e.target.checked : e.target.value }));
  const waterId = Number(v.water_id);
  const from = v.from_day || today();
  const { data: availability, isFetching } = useAvailabilityQuery(
    { slug, water_id: waterId, from, to: addDays(from, DAYS_SHOWN - 1) },
    { skip: !waterId },
  );
  const waterPlans = useMemo(() => plans.filter((p) => p.waters.some((w) => w.id === waterId)), [plans, waterId]);
  const [send, { isLoading }] = useRequestBookingMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(v);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const answer = await send({
      slug,
      guest_name: v.guest_name.trim(),
      guest_phone: v.guest_phone.trim(),
      guest_email: v.guest_email.trim(),
      water_id: waterId,
      stand_id: v.stand_id ? Number(v.stand_id) : null,
      plan_id: Number(v.plan_id),
      starts_at: instant(v.from_day, v.from_time),
      ends_at: instant(v.to_day, v.to_time),
      anglers: Number(v.anglers),
      consent: true,
      website: v.website || null,
    });
    if ('data' in answer && answer.data) {
      setDone(answer.data.id);
      return;
    }
    const error = answer.error;
    const fields = fieldErrors(error);
    if (Object.keys(fields).length) {
      const mapped: Problems = {};
      for (const [k, msgs] of Object.entries(fields)) {
        const key = k === 'starts_at' ? 'from_day' : k === 'ends_at' ? 'to_day' : (k as keyof Values);
        mapped[key] = msgs[0];
      }
      setProblems(mapped);
    }
    setFailure(
      serverMessage(error) ??
        (errorStatus(error) === null ? 'Cererea nu a putut fi trimisă. Verificați conexiunea.' : 'A apărut o eroare.'),
    );
  };

  if (!waters.length) return null;
  const describedBy = (key: keyof Values) => (problems[key] ? `bk-${key}-error` : undefined);
  return (
    <section aria-labelledby="booking-title" className="booking">
      <h2 id="booking-title">Rezervă un loc</h2>
      <div className="booking-field">
        <label htmlFor="bk-water_id">Balta</label>
        <select id="bk-water_id" value={v.water_id} onChange={set('water_id')}>
          {waters.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
      <h3>Disponibilitate</h3>
      {isFetching && !availability ? (
        <p role="status">Se încarcă…</p>
      ) : availability && availability.stands.length > 0 ? (
        <div className="booking-calendar" role="region" aria-label="Disponibilitate pe standuri" tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">Stand</th>
                {availability.stands[0].days.map((d) => (
                  <th scope="col" key={d.date}>
                    {formatDate(d.date).slice(0, 5)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {availability.stands.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.number}</th>
                  {s.days.map((d) => (
                    <td
                      key={d.date}
                      className={d.state === 'free' ? 'booking-free' : 'booking-taken'}
                      title={`Standul ${s.number}, ${formatDate(d.date)}: ${d.state === 'free' ? 'liber' : 'ocupat'}`}
                    >
                      {d.state === 'free' ? 'liber' : 'ocupat'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : availability ? (
        <p className="public-muted">
          {availability.days.some((d) => d.state === 'taken')
            ? `Zile pline: ${availability.days
                .filter((d) => d.state === 'taken')
                .map((d) => formatDate(d.date))
                .join(', ')}.`
            : 'Locuri libere în toate zilele următoare.'}
        </p>
      ) : null}

      {done ? (
        <p className="booking-done" role="status">
          Cererea nr. {done} a fost trimisă. Vă confirmăm rezervarea prin e-mail.
        </p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="booking-form" aria-label="Cerere de rezervare">
          {availability && availability.stands.length > 0 && (
            <Field id="bk-stand_id" label="Standul" error={problems.stand_id}>
              <select
                id="bk-stand_id"
                value={v.stand_id}
                onChange={set('stand_id')}
                aria-describedby={describedBy('stand_id')}
              >
                <option value="">Alegeți standul</option>
                {availability.stands.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.number}
                    {s.name ? ` – ${s.name}` : ''}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="bk-plan_id" label="Permisul" error={problems.plan_id}>
            <select
              id="bk-plan_id"
              value={v.plan_id}
              onChange={set('plan_id')}
              aria-describedby={describedBy('plan_id')}
            >
              <option value="">Alegeți permisul</option>
              {waterPlans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <div className="booking-row">
            <Field id="bk-from_day" label="Sosire" error={problems.from_day}>
              <input id="bk-from_day" type="date" value={v.from_day} onChange={set('from_day')} />
            </Field>
            <Field id="bk-from_time" label="Ora sosirii">
              <input id="bk-from_time" type="time" value={v.from_time} onChange={set('from_time')} />
            </Field>
          </div>
          <div className="booking-row">
            <Field id="bk-to_day" label="Plecare" error={problems.to_day}>
              <input id="bk-to_day" type="date" value={v.to_day} onChange={set('to_day')} />
            </Field>
            <Field id="bk-to_time" label="Ora plecării">
              <input id="bk-to_time" type="time" value={v.to_time} onChange={set('to_time')} />
            </Field>
          </div>
          <Field id="bk-anglers" label="Pescari" error={problems.anglers}>
            <input id="bk-anglers" type="number" min={1} max={10} value={v.anglers} onChange={set('anglers')} />
          </Field>
          <Field id="bk-guest_name" label="Numele" error={problems.guest_name}>
            <input id="bk-guest_name" autoComplete="name" value={v.guest_name} onChange={set('guest_name')} />
          </Field>
          <Field id="bk-guest_phone" label="Telefonul" error={problems.guest_phone}>
            <input
              id="bk-guest_phone"
              type="tel"
              autoComplete="tel"
              value={v.guest_phone}
              onChange={set('guest_phone')}
            />
          </Field>
          <Field id="bk-guest_email" label="E-mailul" error={problems.guest_email}>
            <input
              id="bk-guest_email"
              type="email"
              autoComplete="email"
              value={v.guest_email}
              onChange={set('guest_email')}
            />
          </Field>
          {/* Left empty by people: robots fill every field. */}
          <div className="booking-hp" aria-hidden="true">
            <label htmlFor="bk-website">Site web</label>
            <input id="bk-website" tabIndex={-1} autoComplete="off" value={v.website} onChange={set('website')} />
          </div>
          <div className="booking-field booking-consent">
            <label>
              <input type="checkbox" checked={v.consent} onChange={set('consent')} /> Sunt de acord ca datele mele să
              fie folosite pentru această rezervare.
            </label>
            {problems.consent && (
              <span className="booking-error" role="alert">
                {problems.consent}
              </span>
            )}
          </div>
          {failure && (
            <p className="booking-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" disabled={isLoading}>
            {isLoading ? 'Se trimite…' : 'Trimite cererea'}
          </button>
        </form>
      )}
    </section>
  );
}
