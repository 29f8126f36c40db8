import { lazy, Suspense, useEffect } from 'react';
import { usePublicCompanyQuery, type PublicPlan, type PublicWater } from '@/features/public/api';
import { planFacts } from '@/features/public/verify';
import { errorStatus } from '@/shared/api/describeError';
import { formatLei } from '@/shared/format';
import { PublicBookingSection } from '@/features/bookings/PublicBookingSection';
import { RecentCatchesSection } from '@/features/public/RecentCatchesSection';
import { PublicLayout, PublicNotFound } from './PublicLayout';

/** The competitions block (live rankings, registration requests): its own chunk, after the page. */
const PublicCompetitionsSection = lazy(() => import('@/features/competitions/PublicCompetitionsSection'));

function surfaceText(v: string | number | null): string | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) return null;
  return `${String(n).replace('.', ',')} ha`;
}

function WaterCard({ water, plans }: { water: PublicWater; plans: PublicPlan[] }) {
  const place = [water.city, water.state ? `jud. ${water.state.name}` : null].filter(Boolean).join(', ');
  const surface = surfaceText(water.surface_ha);
  const hasMap = water.latitude !== null && water.longitude !== null && water.latitude !== '' && water.longitude !== '';
  return (
    <article className="public-card" aria-labelledby={`water-${water.id}`}>
      <h3 id={`water-${water.id}`}>{water.name}</h3>
      {(place || surface) && <p className="public-muted">{[place, surface].filter(Boolean).join(' · ')}</p>}
      {water.description && <p className="public-pre">{water.description}</p>}
      {water.fishes.length > 0 && (
        <>
          <h4>Specii de pești</h4>
          <ul className="public-chips" aria-label={`Specii de pești – ${water.name}`}>
            {water.fishes.map((f) => (
              <li key={f.id}>{f.name}</li>
            ))}
          </ul>
        </>
      )}
      {plans.length > 0 && <p className="public-muted">Permise valabile aici: {plans.map((p) => p.name).join(', ')}</p>}
      {water.rules && (
        <details className="public-rules" open>
          <summary>Regulament</summary>
          <div className="public-pre">{water.rules}</div>
        </details>
      )}
      {hasMap && (
        <p>
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${water.latitude},${water.longitude}`}
            target="_blank"
            rel="noreferrer"
          >
            Vezi pe hartă
          </a>
        </p>
      )}
    </article>
  );
}

function PlanRow({ plan }: { plan: PublicPlan }) {
  return (
    <li className="public-plan">
      <div>
        <strong>{plan.name}</strong>
        <div className="public-muted">{planFacts(plan).join(' · ')}</div>
        {plan.waters.length > 0 && (
          <div className="public-muted">Valabil pe: {plan.waters.map((w) => w.name).join(', ')}</div>
        )}
        {plan.description && <div className="public-pre public-plan-description">{plan.description}</div>}
      </div>
      <span className="public-price">{formatLei(plan.price)}</span>
    </li>
  );
}

/** Public page of the company whose slug is the first host label (GET /api/public/companies/{slug}). */
export function CompanyPublicPage({ slug, home }: { slug: string; home: string }) {
  const { data, error, isLoading } = usePublicCompanyQuery({ slug }, { skip: !slug });
  const notFound = !slug || errorStatus(error) === 404;

  useEffect(() => {
    if (data) document.title = `${data.name} – Bălți`;
    else if (notFound) document.title = 'Balta nu a fost găsită – Bălți';
  }, [data, notFound]);

  let content;
  if (isLoading) {
    content = <p role="status">Se încarcă…</p>;
  } else if (notFound) {
    content = (
      <PublicNotFound
        home={home}
        title="Balta nu a fost găsită"
        text="Adresa accesată nu corespunde niciunei bălți înscrise pe platformă."
      />
    );
  } else if (error || !data) {
    content = (
      <section className="public-404">
        <h1>Pagina nu poate fi afișată acum</h1>
        <p>A apărut o eroare. Încearcă din nou peste câteva momente.</p>
      </section>
    );
  } else {
    const waters = data.waters ?? [];
    const plans = data.plans ?? [];
    const place = [data.address, data.city, data.state ? `jud. ${data.state.name}` : null].filter(Boolean).join(', ');
    content = (
      <>
        <section className="public-hero">
          <h1>{data.name}</h1>
          {place && <p>{place}</p>}
          <p className="public-contacts">
            {data.phone && (
              <span>
                Telefon: <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
              </span>
            )}
            {data.email && (
              <span>
                Email: <a href={`mailto:${data.email}`}>{data.email}</a>
              </span>
            )}
          </p>
        </section>

        <section aria-labelledby="waters-title">
          <h2 id="waters-title">Bălțile noastre</h2>
          {waters.length === 0 ? (
            <p className="public-muted">Firma nu a publicat încă nicio baltă.</p>
          ) : (
            <div className="public-grid">
              {waters.map((w) => (
                <WaterCard key={w.id} water={w} plans={plans.filter((p) => p.waters.some((x) => x.id === w.id))} />
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="plans-title">
          <h2 id="plans-title">Prețuri permise</h2>
          {plans.length === 0 ? (
            <p className="public-muted">
              Prețurile nu sunt publicate încă.{data.phone ? ` Sunați la ${data.phone} pentru detalii.` : ''}
            </p>
          ) : (
            <>
              <ul className="public-plans">
                {plans.map((p) => (
                  <PlanRow key={p.id} plan={p} />
                ))}
              </ul>
              <p className="public-muted">
                Permisele se eliberează la intrarea în baltă. Prețurile includ toate taxele.
              </p>
            </>
          )}
        </section>

        <RecentCatchesSection slug={slug} />

        <PublicBookingSection slug={slug} waters={waters} plans={plans} phone={data.phone} />

        <Suspense fallback={null}>
          <PublicCompetitionsSection slug={slug} />
        </Suspense>
      </>
    );
  }

  return <PublicLayout home={home}>{content}</PublicLayout>;
}
