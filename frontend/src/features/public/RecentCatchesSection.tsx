import { formatKg } from '@/features/catches/exit';
import { formatCount, formatDate } from '@/shared/format';
import { usePublicCatchesQuery } from './recentCatchesApi';

/**
 * "Capturi recente" on the public page: species, weight, kept or released and the day, never a name.
 * Shown only when the company opted in and there is a catch of the last 30 days to show.
 */
export function RecentCatchesSection({ slug }: { slug: string }) {
  const { data } = usePublicCatchesQuery({ slug }, { skip: !slug });
  const catches = data?.catches ?? [];
  if (catches.length === 0) return null;
  return (
    <section aria-labelledby="catches-title">
      <h2 id="catches-title">Capturi recente</h2>
      <ul className="public-plans" aria-label="Capturi recente">
        {catches.map((c, i) => (
          <li key={i} className="public-plan">
            <div>
              <strong>{c.fish}</strong>
              <div className="public-muted">
                {[
                  c.count > 1 ? formatCount(c.count, 'bucată', 'bucăți') : null,
                  c.kept ? 'reținut' : 'eliberat',
                  formatDate(c.day),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </div>
            <span className="public-price">{formatKg(c.weight_kg)}</span>
          </li>
        ))}
      </ul>
      <p className="public-muted">Capturi din ultimele {data?.days ?? 30} de zile, fără numele pescarilor.</p>
    </section>
  );
}
