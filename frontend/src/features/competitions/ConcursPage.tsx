import { useEffect, useState } from 'react';
import { formatDate, formatDateTime } from '@/shared/format';
import { onRomanianClock } from '@/shared/romanianClock';
import { fetchLive, type PublicCompetition } from './publicApi';
import { formatKg, formatKgNumber, formatPoints } from './ranking';
import { sectorTitle } from './draw';
import './concurs.css';

/** How often the page asks for news while the competition runs (an unchanged answer is a bodiless 304). */
export const LIVE_POLL_MS = 3000;
/** Before the start and after the end, less often. */
const IDLE_POLL_MS = 30_000;

const STATUS: Record<PublicCompetition['status'], string> = {
  draft: 'În pregătire',
  cancelled: 'Anulat',
  registration: 'Înscrieri deschise',
  drawn: 'Standurile au fost trase la sorți',
  running: 'În desfășurare',
  finished: 'Încheiat',
};

const time = (iso: string) => formatDateTime(iso).slice(11);

/**
 * `<slug>.<domain>/concurs/<id>`: the live ranking and the latest weigh-ins, for anglers and their
 * friends on their phones. No antd, no router, its own small chunk; team names and stands only.
 * It asks every few seconds with the last ETag, and stops asking while the tab is hidden.
 */
export default function ConcursPage({ slug, id }: { slug: string; id: number }) {
  const [data, setData] = useState<PublicCompetition | null>(null);
  const [failure, setFailure] = useState<number | 'network' | null>(null);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  // „Reîncearcă” starts the reads over at once instead of waiting for the next try.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let etag: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = true;
    const controller = new AbortController();
    const tick = async () => {
      timer = undefined;
      if (stopped) return;
      try {
        const answer = await fetchLive(slug, id, etag, controller.signal);
        if (answer.data) {
          setData(answer.data);
          running = answer.data.status === 'running' || answer.data.status === 'drawn';
        }
        etag = answer.etag;
        setFailure(answer.status === 200 || answer.status === 304 ? null : answer.status);
        if (answer.status === 200 || answer.status === 304) setCheckedAt(new Date());
        if (answer.status === 404) return;
      } catch {
        if (stopped) return;
        setFailure('network');
      }
      if (!stopped && !document.hidden) timer = setTimeout(() => void tick(), running ? LIVE_POLL_MS : IDLE_POLL_MS);
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined) {
        void tick();
      }
    };
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [slug, id, attempt]);

  useEffect(() => {
    if (data) document.title = `${data.name} – clasament live`;
  }, [data]);

  if (!data) {
    if (failure === 404) {
      return (
        <section className="public-404">
          <p className="public-code">404</p>
          <h1>Concursul nu a fost găsit</h1>
          <p>Adresa nu corespunde niciunui concurs public al acestei bălți.</p>
          <a href="/">Pagina bălții</a>
        </section>
      );
    }
    if (!failure) return <p role="status">Se încarcă…</p>;
    return (
      <div role="status">
        <p>Clasamentul nu poate fi încărcat acum. Reîncerc…</p>
        <button type="button" className="public-retry" onClick={() => setAttempt((n) => n + 1)}>
          Reîncearcă
        </button>
      </div>
    );
  }

  const { ranking } = data;
  const many = ranking.rounds.length > 1;
  const big = ranking.biggest_fish;
  const header = (
    <header>
      <h1>{data.name}</h1>
      <p className="public-muted">
        {[data.water, `${formatDate(data.starts_at)} – ${formatDate(data.ends_at)}`].filter(Boolean).join(' · ')}
      </p>
      <p className={`concurs-status concurs-${data.status}`}>
        {data.status === 'running' && <span className="concurs-dot" aria-hidden="true" />}
        {STATUS[data.status]}
        {checkedAt && (
          <span className="public-muted" data-testid="concurs-checked">
            {' '}
            · actualizat la {onRomanianClock(checkedAt).format('HH:mm:ss')}
          </span>
        )}
        {failure && <span className="concurs-offline"> · fără legătură, reîncerc…</span>}
      </p>
    </header>
  );
  if (data.status === 'cancelled') {
    return (
      <article className="concurs">
        {header}
        <p role="status" data-testid="concurs-cancelled">
          Concursul a fost anulat de organizator. Taxele de participare plătite se restituie; pentru detalii, contactați
          balta.
        </p>
        <p>
          <a href="/">Pagina bălții</a>
        </p>
      </article>
    );
  }
  return (
    <article className="concurs">
      {header}

      <section aria-labelledby="concurs-overall">
        <h2 id="concurs-overall">Clasament general</h2>
        {ranking.overall.length === 0 ? (
          <p className="public-muted">Clasamentul apare după tragerea la sorți.</p>
        ) : (
          <div className="concurs-scroll">
            <table className="concurs-table" aria-labelledby="concurs-overall" data-testid="concurs-overall">
              <thead>
                <tr>
                  <th scope="col">Loc</th>
                  <th scope="col">Echipa</th>
                  <th scope="col">Stand</th>
                  <th scope="col" className="num">
                    Puncte
                  </th>
                  <th scope="col" className="num">
                    Kg
                  </th>
                </tr>
              </thead>
              <tbody>
                {ranking.overall.map((t) => (
                  <tr key={t.team_id}>
                    <td>{t.place}</td>
                    <th scope="row">{t.team_name}</th>
                    <td>{[t.sector_name, t.stand_number].filter(Boolean).join(' / ')}</td>
                    <td className="num">{formatPoints(t.points)}</td>
                    <td className="num">{formatKgNumber(t.weight_kg)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="concurs-big">
        <h2 id="concurs-big">Cel mai mare pește</h2>
        <p data-testid="concurs-biggest">
          {big
            ? `${formatKg(big.weight_kg)} – ${big.fish}, ${big.team_name}${big.stand_number ? ` (standul ${big.stand_number})` : ''}, ora ${time(big.weighed_at)}`
            : 'Încă nu s-a cântărit niciun pește.'}
        </p>
      </section>

      <section aria-labelledby="concurs-latest">
        <h2 id="concurs-latest">Ultimele cântăriri</h2>
        {data.latest.length === 0 ? (
          <p className="public-muted">Nicio cântărire încă.</p>
        ) : (
          <ol className="concurs-latest" data-testid="concurs-latest">
            {data.latest.map((w) => (
              <li key={w.id}>
                <span className="concurs-time">{time(w.weighed_at)}</span>
                <strong>{formatKg(w.weight_kg)}</strong> {w.fish} – {w.team_name}
                {w.stand_number ? `, standul ${w.stand_number}` : ''}
                {!w.scores && <span className="public-muted"> (nu se punctează)</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      {ranking.rounds.map((round) =>
        round.sectors.map((sector) => {
          const title = many ? `Manșa ${round.round}, ${sectorTitle(sector.name, true)}` : sectorTitle(sector.name);
          return (
            <section key={`${round.round}-${sector.name}`} aria-label={title}>
              <h2>{title}</h2>
              <div className="concurs-scroll">
                <table className="concurs-table">
                  <thead>
                    <tr>
                      <th scope="col">Loc</th>
                      <th scope="col">Stand</th>
                      <th scope="col">Echipa</th>
                      <th scope="col" className="num">
                        Pești
                      </th>
                      <th scope="col" className="num">
                        Kg
                      </th>
                      <th scope="col" className="num">
                        Puncte
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {sector.teams.map((t) => (
                      <tr key={t.team_id}>
                        <td>{t.place}</td>
                        <td>{t.stand_number}</td>
                        <th scope="row">{t.team_name}</th>
                        <td className="num">{t.fish}</td>
                        <td className="num">{formatKgNumber(t.weight_kg)}</td>
                        <td className="num">{formatPoints(t.points)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        }),
      )}
      <p>
        <a href="/">Pagina bălții</a>
      </p>
    </article>
  );
}
