import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { formatDate, formatDateTime } from '@/shared/format';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { PrintSheet } from '@/shared/print/PrintSheet';
import { useCompetitionQuery, useRankingQuery, useTeamsQuery } from './api';
import { drawRows, sectorTitle } from './draw';
import { formatKg, formatPoints } from './ranking';
import { readFailed } from '@/shared/components/listing';

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 11, marginBottom: '5mm' };
const cell: CSSProperties = { border: '1px solid #000', padding: '1mm 2mm', textAlign: 'left' };
const num: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
const h2: CSSProperties = { fontSize: 14, margin: '5mm 0 2mm', breakAfter: 'avoid' };

/** A plain table for paper; the columns in `right` (numbers) are aligned right. */
function PrintTable({
  label,
  head,
  rows,
  right = [],
}: {
  label: string;
  head: string[];
  rows: ReactNode[][];
  right?: number[];
}) {
  const style = (i: number) => (right.includes(i) ? num : cell);
  return (
    <table style={table} aria-label={label}>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={h} style={style(i)}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} style={{ breakInside: 'avoid' }}>
            {r.map((c, j) => (
              <td key={j} style={style(j)}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /company/competitions/:id/print: the results on A4 for the prize-giving (overall, each sector,
 * the biggest fish); with ?doc=draw, the draw's list (sector, stand, team) for the notice board.
 */
export default function CompetitionPrintPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const drawOnly = query.get('doc') === 'draw';
  const companyName = useAppSelector((s) => s.auth.user?.company?.name ?? '');
  const ref = { companyId, id };
  const competitionRead = useCompetitionQuery(ref, { refetchOnMountOrArgChange: true });
  const { data: competition, isLoading, error } = competitionRead;
  const teamsRead = useTeamsQuery(ref, { skip: !drawOnly, refetchOnMountOrArgChange: true });
  const rankingRead = useRankingQuery(ref, { skip: drawOnly, refetchOnMountOrArgChange: true });
  const { data: teams } = teamsRead;
  const { data: ranking } = rankingRead;
  const back = () => void navigate(`/company/competitions/${id}`);

  // The teams or the ranking that got no answer: never an empty sheet to print, but „Reîncearcă”.
  const part = drawOnly ? teamsRead : rankingRead;
  if (!competition || readFailed(part)) {
    return (
      <RecordState
        isLoading={isLoading}
        error={competition ? part.error : error}
        onBack={back}
        onRetry={() => void (competition ? part.refetch() : competitionRead.refetch())}
      />
    );
  }
  const manyRounds = (ranking?.rounds.length ?? 0) > 1;
  const final = competition.status === 'finished';

  return (
    <PrintSheet
      size="A4"
      margin={12}
      cancelled={competition.status === 'cancelled'}
      label={drawOnly ? `Tragerea la sorți – ${competition.name}` : `Rezultate – ${competition.name}`}
      actions={<Button onClick={back}>Înapoi la concurs</Button>}
    >
      <header style={{ textAlign: 'center', marginBottom: '4mm' }}>
        <div style={{ fontSize: 11 }}>{companyName}</div>
        <h1 style={{ fontSize: 18, margin: '1mm 0' }}>{competition.name}</h1>
        <div style={{ fontSize: 11 }}>
          {competition.water?.name} · {formatDate(competition.starts_at)} – {formatDate(competition.ends_at)}
        </div>
        <div style={{ fontSize: 13, fontWeight: 700, marginTop: '2mm' }}>
          {drawOnly ? 'Tragerea la sorți' : final ? 'Clasament final' : 'Clasament provizoriu'}
        </div>
      </header>

      {drawOnly ? (
        <>
          {competition.seed && (
            <p style={{ fontSize: 11 }}>
              Sămânța tragerii: <strong>{competition.seed}</strong>
              {competition.drawn_at ? `, ${formatDateTime(competition.drawn_at)}` : ''}
            </p>
          )}
          <PrintTable
            label="Tragerea la sorți"
            head={['Sector', 'Stand', 'Echipa']}
            rows={(teams ? drawRows(competition, teams.data) : []).map((r) => [r.sector, r.stand, r.team])}
          />
        </>
      ) : ranking ? (
        <>
          <h2 style={h2}>Clasament general</h2>
          <PrintTable
            label="Clasament general"
            head={['Loc', 'Echipa', 'Sector / stand', 'Puncte', 'Greutate', 'Cel mai mare']}
            right={[0, 3, 4, 5]}
            rows={ranking.overall.map((t) => [
              t.place,
              t.team_name,
              [t.sector_name, t.stand_number].filter(Boolean).join(' / '),
              formatPoints(t.points),
              formatKg(t.weight_kg),
              formatKg(t.biggest_kg),
            ])}
          />
          <h2 style={h2}>Cel mai mare pește</h2>
          <p style={{ fontSize: 12 }} data-testid="print-biggest-fish">
            {ranking.biggest_fish
              ? `${formatKg(ranking.biggest_fish.weight_kg)} – ${ranking.biggest_fish.fish}, ${ranking.biggest_fish.team_name}${
                  ranking.biggest_fish.stand_number ? ` (standul ${ranking.biggest_fish.stand_number})` : ''
                }, ${formatDateTime(ranking.biggest_fish.weighed_at)}`
              : 'Niciun pește punctat.'}
          </p>
          {ranking.rounds.map((round) =>
            round.sectors.map((sector) => {
              const title = manyRounds
                ? `Manșa ${round.round}, ${sectorTitle(sector.name, true)}`
                : sectorTitle(sector.name);
              return (
                <section key={`${round.round}-${sector.sector_id}`} style={{ breakInside: 'avoid' }}>
                  <h2 style={h2}>{title}</h2>
                  <PrintTable
                    label={title}
                    head={['Loc', 'Stand', 'Echipa', 'Pești', 'Greutate', 'Puncte']}
                    right={[0, 3, 4, 5]}
                    rows={sector.teams.map((t) => [
                      t.place,
                      t.stand_number ?? '',
                      t.team_name,
                      t.fish,
                      formatKg(t.weight_kg),
                      formatPoints(t.points),
                    ])}
                  />
                </section>
              );
            }),
          )}
          <footer style={{ display: 'flex', justifyContent: 'space-between', marginTop: '10mm', fontSize: 11 }}>
            <span>Tipărit: {formatDateTime(new Date())}</span>
            <span>Arbitru principal: ____________________</span>
          </footer>
        </>
      ) : (
        <p role="status">Se încarcă…</p>
      )}
    </PrintSheet>
  );
}
