import { useMemo, useState, type FormEvent } from 'react';
import type { PublicPlan, PublicWater } from '@/features/public/api';
import {
  ConsentField,
  HoneypotField,
  inputsOf,
  PublicInput,
  PublicReadFailed,
  PublicSelect,
  PublicSubmit,
} from '@/shared/components/PublicField';
import { formatDate, formatDateTime, formatLei } from '@/shared/format';
import {
  CONSENT_PROBLEM,
  emailProblem,
  fieldProblems,
  NAME_EXAMPLE,
  personNameProblem,
  phoneProblem,
  refusalText,
} from '@/shared/publicForm';
import { retryOf } from '@/shared/readState';
import { romanianDayTime, romanianToday } from '@/shared/romanianClock';
import { bookingQuote, defaultArrival } from './publicQuote';
import { standName } from './standLabel';
import { useAvailabilityQuery, useRequestBookingMutation } from './publicApi';

const DAYS_SHOWN = 14;
const today = () => romanianToday();
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A day and a time typed on the page, as the instant they mean at the lake, wherever the visitor is. */
const instant = romanianDayTime;

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

/** What the confirmation sums up: the request as sent and its number. */
interface Sent {
  id: number;
  water: string;
  stand: string | null;
  plan: string;
  starts_at: string;
  ends_at: string;
  anglers: number;
  email: string;
  total: string | null;
}

/** A day on the calendar: free, asked for online (waiting for the lake), or taken. */
const DAY_STATE = {
  free: { text: 'liber', className: 'booking-free' },
  requested: { text: 'cerut', className: 'booking-requested' },
  taken: { text: 'ocupat', className: 'booking-taken' },
} as const;

function validate(v: Values): Problems {
  const p: Problems = {};
  const name = personNameProblem(v.guest_name);
  if (name) p.guest_name = name;
  const phone = phoneProblem(v.guest_phone);
  if (phone) p.guest_phone = phone;
  const email = emailProblem(v.guest_email);
  if (email) p.guest_email = email;
  if (!v.plan_id) p.plan_id = 'Alegeți permisul.';
  if (!v.from_day) p.from_day = 'Alegeți ziua sosirii.';
  if (!v.to_day) p.to_day = 'Alegeți ziua plecării.';
  else if (v.from_day && instant(v.to_day, v.to_time) <= instant(v.from_day, v.from_time))
    p.to_day = 'Plecarea trebuie să fie după sosire.';
  const n = Number(v.anglers);
  if (!Number.isInteger(n) || n < 1 || n > 10) p.anglers = 'Între 1 și 10 pescari.';
  if (!v.consent) p.consent = CONSENT_PROBLEM;
  return p;
}

const WHEN: (keyof Values)[] = ['from_day', 'from_time', 'to_day', 'to_time'];

/** The problems still shown after `key` changed: its own (and its group's) checked again. */
function stillWrong(shown: Problems, now: Problems, key: keyof Values): Problems {
  const touched = (k: string) => k === key || (WHEN.includes(key) && WHEN.includes(k as keyof Values));
  const kept: Problems = {};
  for (const [k, message] of Object.entries(shown) as [keyof Problems, string][]) {
    if (!touched(k)) kept[k] = message;
    else if (now[k]) kept[k] = now[k];
  }
  return kept;
}

/** The public page's booking block: an availability calendar per stand and a request form. */
export function PublicBookingSection({
  slug,
  waters,
  plans,
  phone,
}: {
  slug: string;
  waters: PublicWater[];
  plans: PublicPlan[];
  /** The lake's phone, for the confirmation. */
  phone?: string | null;
}) {
  const [v, setV] = useState<Values>(() => {
    const arrival = defaultArrival();
    return {
      water_id: waters[0] ? String(waters[0].id) : '',
      stand_id: '',
      plan_id: '',
      from_day: arrival.day,
      from_time: arrival.time,
      to_day: addDays(arrival.day, 1),
      to_time: arrival.time,
      anglers: '1',
      guest_name: '',
      guest_phone: '',
      guest_email: '',
      consent: false,
      website: '',
    };
  });
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string; checked?: boolean; type?: string } }) => {
    const next = { ...v, [key]: e.target.type === 'checkbox' ? !!e.target.checked : e.target.value };
    setV(next);
    // A message goes once its field is right (the arrival and the departure are checked together);
    // no new message while typing, and the others stay until their own field changes.
    if (Object.keys(problems).length) setProblems((old) => stillWrong(old, validate(next), key));
  };
  const waterId = Number(v.water_id);
  const from = v.from_day || today();
  const availabilityRead = useAvailabilityQuery(
    { slug, waterId, from, to: addDays(from, DAYS_SHOWN - 1) },
    { skip: !waterId },
  );
  const { data: availability, isFetching, refetch } = availabilityRead;
  // The calendar and the stands that got no answer for this water and these days (a dropped signal)
  // say so with „Reîncearcă”: never an empty calendar, nor a form without its stand.
  const retryAvailability = retryOf({ ...availabilityRead, data: availabilityRead.currentData });
  const waterPlans = useMemo(() => plans.filter((p) => p.waters.some((w) => w.id === waterId)), [plans, waterId]);
  const [send, { isLoading }] = useRequestBookingMutation();
  const stand = availability?.stands.find((st) => String(st.id) === v.stand_id) ?? null;
  const plan = waterPlans.find((p) => String(p.id) === v.plan_id) ?? null;
  const quote =
    plan && v.from_day && v.to_day
      ? bookingQuote(plan, stand?.supplement ?? null, instant(v.from_day, v.from_time), instant(v.to_day, v.to_time))
      : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(v);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const answer = await send({
      slug,
      publicBookingDto: {
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
      },
    });
    if ('data' in answer && answer.data) {
      setDone({
        id: answer.data.id,
        water: waters.find((w) => w.id === waterId)?.name ?? '',
        stand: stand ? standName(stand) : null,
        plan: plan?.name ?? '',
        starts_at: instant(v.from_day, v.from_time),
        ends_at: instant(v.to_day, v.to_time),
        anglers: Number(v.anglers),
        email: v.guest_email.trim(),
        total: quote?.total ?? null,
      });
      // The calendar shows the stand as asked for now.
      void refetch();
      return;
    }
    const mapped = fieldProblems<keyof Problems>(answer.error, (k) =>
      k === 'starts_at' ? 'from_day' : k === 'ends_at' ? 'to_day' : (k as keyof Values),
    );
    if (Object.keys(mapped).length) setProblems(mapped);
    setFailure(refusalText(answer.error));
  };

  if (!waters.length) return null;
  const input = inputsOf('bk', v, problems, set);
  return (
    <section aria-labelledby="booking-title" className="booking">
      <h2 id="booking-title">Rezervă un loc</h2>
      <PublicSelect
        id="bk-water_id"
        label="Balta"
        value={v.water_id}
        onChange={set('water_id')}
        options={waters.map((w) => ({ value: w.id, label: w.name }))}
      />
      <h3>Disponibilitate</h3>
      {isFetching && !availability ? (
        <p role="status">Se încarcă…</p>
      ) : retryAvailability ? (
        <PublicReadFailed text="Disponibilitatea nu a putut fi încărcată." onRetry={retryAvailability} />
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
                      className={DAY_STATE[d.state].className}
                      title={`Standul ${s.number}, ${formatDate(d.date)}: ${DAY_STATE[d.state].text}`}
                    >
                      {DAY_STATE[d.state].text}
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
        <div className="booking-done" role="status" aria-label="Cererea trimisă">
          <p>
            <strong>Cererea nr. {done.id} a fost trimisă.</strong>
          </p>
          <dl className="booking-summary">
            <dt>Ce</dt>
            <dd>
              {done.plan}, {done.water}
              {done.stand ? `, standul ${done.stand}` : ''},{' '}
              {done.anglers === 1 ? 'un pescar' : `${done.anglers} pescari`}
            </dd>
            <dt>Când</dt>
            <dd>
              {formatDateTime(done.starts_at)} – {formatDateTime(done.ends_at)}
            </dd>
            {done.total && (
              <>
                <dt>Total</dt>
                <dd>{formatLei(done.total)}</dd>
              </>
            )}
            <dt>Stare</dt>
            <dd>în așteptare</dd>
            {phone && (
              <>
                <dt>Telefonul bălții</dt>
                <dd>
                  <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
                </dd>
              </>
            )}
          </dl>
          <p>
            Ce urmează: balta vă confirmă rezervarea prin e-mail la {done.email}. Până atunci locul apare în calendar ca
            „cerut”. Plata se face la sosire.
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="booking-form" aria-label="Cerere de rezervare">
          {retryAvailability ? (
            <PublicReadFailed text="Standurile nu au putut fi încărcate." onRetry={retryAvailability} />
          ) : (
            availability &&
            availability.stands.length > 0 && (
              <PublicSelect
                label="Standul"
                placeholder="Alegeți standul"
                options={availability.stands.map((s) => ({ value: s.id, label: standName(s) }))}
                {...input('stand_id')}
              />
            )
          )}
          <PublicSelect
            label="Permisul"
            placeholder="Alegeți permisul"
            options={waterPlans.map((p) => ({ value: p.id, label: p.name }))}
            {...input('plan_id')}
          />
          <div className="booking-row">
            <PublicInput label="Sosire" type="date" {...input('from_day')} />
            <PublicInput label="Ora sosirii" type="time" {...input('from_time')} />
          </div>
          <div className="booking-row">
            <PublicInput label="Plecare" type="date" {...input('to_day')} />
            <PublicInput label="Ora plecării" type="time" {...input('to_time')} />
          </div>
          <PublicInput label="Pescari" type="number" min={1} max={10} {...input('anglers')} />
          <PublicInput label="Numele" autoComplete="name" placeholder={NAME_EXAMPLE} {...input('guest_name')} />
          <PublicInput label="Telefonul" type="tel" autoComplete="tel" {...input('guest_phone')} />
          <PublicInput label="E-mailul" type="email" autoComplete="email" {...input('guest_email')} />
          <HoneypotField id="bk-website" value={v.website} onChange={set('website')} />
          <ConsentField checked={v.consent} onChange={set('consent')} error={problems.consent}>
            Sunt de acord ca datele mele să fie folosite pentru această rezervare.
          </ConsentField>
          {quote && (
            <dl className="booking-quote" aria-label="Prețul rezervării">
              <dt>
                Permisul
                {quote.periods > 1 && ` (${formatLei(quote.price)} × ${quote.periods})`}
              </dt>
              <dd>{formatLei(quote.plan)}</dd>
              {stand && Number(stand.supplement) > 0 && (
                <>
                  <dt>
                    Suplimentul standului ({formatLei(stand.supplement)} ×{' '}
                    {quote.days === 1 ? 'o zi' : `${quote.days} zile`})
                  </dt>
                  <dd>{formatLei(quote.supplement)}</dd>
                </>
              )}
              <dt>Total</dt>
              <dd>
                <strong>{formatLei(quote.total)}</strong>
              </dd>
            </dl>
          )}
          <PublicSubmit failure={failure} busy={isLoading} label="Trimite cererea" />
        </form>
      )}
    </section>
  );
}
