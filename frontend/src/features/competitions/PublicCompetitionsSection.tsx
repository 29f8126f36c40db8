import { useState, type FormEvent } from 'react';
import {
  ConsentField,
  HoneypotField,
  inputsOf,
  PublicField,
  PublicInput,
  PublicReadFailed,
  PublicSelect,
  PublicSubmit,
} from '@/shared/components/PublicField';
import { formatCount, formatDate, formatLei } from '@/shared/format';
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
import { usePublicCompetitionsQuery, useRegisterTeamMutation, type PublicCompetitionItem } from './publicApi';
import { daysOfCompetition, publicOrder } from './status';

interface Values {
  competition_id: string;
  team_name: string;
  phone: string;
  email: string;
  members: string[];
  consent: boolean;
  website: string;
}
type Problems = Partial<Record<'competition_id' | 'team_name' | 'phone' | 'email' | 'members' | 'consent', string>>;

export function validateRegistration(v: Values, teamSize: number): Problems {
  const p: Problems = {};
  if (!v.competition_id) p.competition_id = 'Alegeți concursul.';
  if (!v.team_name.trim()) p.team_name = 'Scrieți numele echipei.';
  const phone = phoneProblem(v.phone);
  if (phone) p.phone = phone;
  const email = v.email.trim() ? emailProblem(v.email) : null;
  if (email) p.email = email;
  const names = v.members.slice(0, teamSize).filter((m) => m.trim());
  if (!names.length) p.members = 'Scrieți numele pescarilor.';
  else {
    const problem = names.map(personNameProblem).find(Boolean);
    if (problem) p.members = problem;
  }
  if (!v.consent) p.consent = CONSENT_PROBLEM;
  return p;
}

const STATUS_TEXT: Record<PublicCompetitionItem['status'], string> = {
  draft: 'în pregătire',
  cancelled: 'anulat',
  registration: 'înscrieri deschise',
  drawn: 'standurile au fost trase',
  running: 'în desfășurare',
  finished: 'încheiat',
};

/** The registration request: a team's name, phone and anglers; the lake confirms it. */
function RegistrationForm({ slug, open }: { slug: string; open: PublicCompetitionItem[] }) {
  const blank: Values = {
    competition_id: open.length === 1 ? String(open[0].id) : '',
    team_name: '',
    phone: '',
    email: '',
    members: ['', '', '', ''],
    consent: false,
    website: '',
  };
  const [v, setV] = useState<Values>(blank);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ id: number; competition: string; team: string; waiting: boolean } | null>(null);
  const [send, { isLoading }] = useRegisterTeamMutation();
  const chosen = open.find((c) => String(c.id) === v.competition_id);
  const size = chosen?.team_size ?? 1;
  const update = (next: Values) => {
    setV(next);
    // A message goes once its field is right; no new message while typing.
    if (Object.keys(problems).length) {
      const now = validateRegistration(next, size);
      setProblems((old) => Object.fromEntries(Object.entries(old).filter(([k]) => now[k as keyof Problems])));
    }
  };
  const set =
    (key: 'competition_id' | 'team_name' | 'phone' | 'email' | 'website') => (e: { target: { value: string } }) =>
      update({ ...v, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(v, size);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length || !chosen) return;
    const answer = await send({
      slug,
      id: chosen.id,
      publicRegistrationDto: {
        team_name: v.team_name.trim(),
        phone: v.phone.trim(),
        email: v.email.trim() || null,
        members: v.members
          .slice(0, size)
          .filter((m) => m.trim())
          .map((name) => ({ name: name.trim() })),
        consent: true,
        website: v.website || null,
      },
    });
    if ('data' in answer && answer.data) {
      setDone({
        id: answer.data.id,
        competition: chosen.name,
        team: v.team_name.trim(),
        waiting: chosen.places_left === 0,
      });
      return;
    }
    setProblems(
      fieldProblems<keyof Problems>(answer.error, (k) => (k.startsWith('members') ? 'members' : k) as keyof Problems),
    );
    setFailure(refusalText(answer.error));
  };

  if (done) {
    return (
      <div className="booking-done" role="status" aria-label="Înscrierea trimisă">
        <p>
          <strong>
            Cererea nr. {done.id} a fost trimisă: echipa {done.team} la {done.competition}.
          </strong>
        </p>
        <p>
          {done.waiting
            ? 'Ce urmează: cererea este pe lista de așteptare; balta vă sună dacă se eliberează un loc.'
            : 'Ce urmează: balta vă sună pentru confirmare.'}{' '}
          Taxa se plătește la sosire.
        </p>
        {/* A club registering another team: the same competition and contact, a new team. */}
        <button
          type="button"
          className="public-retry"
          onClick={() => {
            setV({ ...blank, competition_id: v.competition_id, phone: v.phone, email: v.email });
            setDone(null);
          }}
        >
          Înscrie altă echipă
        </button>
      </div>
    );
  }
  const input = inputsOf('cr', v, problems, set);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="booking-form" aria-label="Înscriere la concurs">
      <PublicSelect
        label="Concursul"
        placeholder="Alegeți concursul"
        options={open.map((c) => ({ value: c.id, label: `${c.name} (${formatDate(c.starts_at)})` }))}
        {...input('competition_id')}
      />
      {chosen && (
        <p className="public-muted">
          Echipe de {chosen.team_size === 1 ? 'un pescar' : `${chosen.team_size} pescari`}, taxa{' '}
          {formatLei(chosen.entry_fee)} de echipă.{' '}
          {chosen.places_left === 0 ? (
            <strong data-testid="competition-full">
              Toate locurile sunt ocupate: cererea intră pe lista de așteptare, iar balta vă sună dacă se eliberează un
              loc.
            </strong>
          ) : (
            `Mai sunt ${formatCount(chosen.places_left, 'loc', 'locuri')}.`
          )}
        </p>
      )}
      <PublicInput label="Numele echipei" maxLength={100} {...input('team_name')} />
      {Array.from({ length: size }, (_, i) => (
        <PublicField key={i} id={`cr-member-${i}`} label={size === 1 ? 'Pescarul' : `Pescarul ${i + 1}`}>
          <input
            id={`cr-member-${i}`}
            autoComplete={i === 0 ? 'name' : 'off'}
            placeholder={NAME_EXAMPLE}
            value={v.members[i]}
            maxLength={100}
            onChange={(e) => update({ ...v, members: v.members.map((m, j) => (j === i ? e.target.value : m)) })}
          />
        </PublicField>
      ))}
      {problems.members && (
        <span className="booking-error" role="alert">
          {problems.members}
        </span>
      )}
      <PublicInput label="Telefonul" type="tel" autoComplete="tel" {...input('phone')} />
      <PublicInput label="E-mailul (opțional)" type="email" autoComplete="email" {...input('email')} />
      <HoneypotField id="cr-website" value={v.website} onChange={set('website')} />
      <ConsentField
        checked={v.consent}
        onChange={(e) => update({ ...v, consent: e.target.checked })}
        error={problems.consent}
      >
        Sunt de acord ca datele echipei să fie folosite pentru acest concurs.
      </ConsentField>
      <PublicSubmit failure={failure} busy={isLoading} label="Trimite înscrierea" />
    </form>
  );
}

/**
 * The public page's competitions: the live ranking of each, and the registration request for the open
 * ones. A list that got no answer (a dropped signal) says so with „Reîncearcă”, never "no competitions".
 */
export default function PublicCompetitionsSection({ slug }: { slug: string }) {
  const read = usePublicCompetitionsQuery({ slug }, { skip: !slug });
  const { data = [] } = read;
  const retry = retryOf(read);
  if (!data.length && !retry) return null;
  const open = data.filter((c) => c.registration_open);
  return (
    <section aria-labelledby="competitions-title">
      <h2 id="competitions-title">Concursuri</h2>
      {retry ? (
        <PublicReadFailed text="Concursurile nu au putut fi încărcate." onRetry={retry} />
      ) : (
        <ul className="public-plans" aria-label="Concursuri">
          {publicOrder(data).map((c) => (
            <li key={c.id} className="public-plan">
              <div>
                <strong>{c.name}</strong>
                <div className="public-muted">
                  {[c.water, daysOfCompetition(c.starts_at, c.ends_at), STATUS_TEXT[c.status]]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              {c.status !== 'registration' && c.status !== 'cancelled' && (
                <a href={`/concurs/${c.id}`}>Clasamentul live</a>
              )}
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <>
          <h3>Înscrie o echipă</h3>
          <RegistrationForm slug={slug} open={open} />
        </>
      )}
    </section>
  );
}
