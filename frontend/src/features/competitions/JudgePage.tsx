import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { CheckCircleFilled, CloudUploadOutlined, WifiOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Radio, Select, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { errorStatus, fieldErrors, serverMessage } from '@/shared/api/describeError';
import { connectionState, subscribeConnection } from '@/shared/connection';
import { formatCount, formatDateTime } from '@/shared/format';
import { useCompanyId } from '@/shared/list/resourceForm';
import { optionsState } from '@/shared/components/listing';
import { useCompetitionQuery, useCreateWeighInMutation, useTeamsQuery, type Competition, type Team } from './api';
import {
  currentRound,
  followSchedule,
  localDateTime,
  parseKg,
  teamOnStand,
  validateJudge,
  weighedAt,
  type JudgeProblems,
  type JudgeValues,
} from './judgeForm';
import { judgeQueue, type QueuedEntry, type SendResult } from './judgeQueue';
import { useCountedFishes, type FishRef } from './fishes';
import { formatKg } from './ranking';

/** While entries wait, the phone tries again this often (and at once when the signal comes back). */
const RETRY_MS = 10_000;

/** The competition and its teams as last read with signal: the screen works with none after a reload. */
interface Snapshot {
  competition: Competition;
  teams: Team[];
  fishes: FishRef[];
}
const snapshotKey = (companyId: number, id: number) => `balti.judge.${companyId}.${id}`;

function readSnapshot(key: string): Snapshot | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as Snapshot) : null;
  } catch {
    return null;
  }
}

function writeSnapshot(key: string, snapshot: Snapshot): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // No room: the screen still works while the tab stays open.
  }
}

const STATE_TAG: Record<QueuedEntry['state'], { text: string; color: string }> = {
  waiting: { text: 'așteaptă semnal', color: 'gold' },
  sent: { text: 'trimisă', color: 'green' },
  refused: { text: 'refuzată', color: 'red' },
};

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
    <div style={{ marginBottom: 14 }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      {children}
      {error && (
        <Typography.Text type="danger" role="alert" id={`${id}-error`}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * /company/competitions/:id/cantar: the judge's phone at the bank. Each fish is kept on the phone
 * first (judgeQueue.ts) with an id made here, then sent; with no signal the entries wait and go
 * when it returns, and a resend is never a second fish.
 */
export default function JudgePage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const key = snapshotKey(companyId, id);
  const competitionRead = useCompetitionQuery({ companyId, id });
  const { data: fresh, error } = competitionRead;
  const teamsRead = useTeamsQuery({ companyId, id });
  const freshTeams = teamsRead.data;
  const freshFishes = useCountedFishes(fresh);
  const [kept] = useState(() => readSnapshot(key));
  useEffect(() => {
    if (fresh && freshTeams && freshFishes.length) {
      writeSnapshot(key, { competition: fresh, teams: freshTeams.data, fishes: freshFishes });
    }
  }, [key, fresh, freshTeams, freshFishes]);
  const competition = fresh ?? kept?.competition;
  const fishes = freshFishes.length ? freshFishes : (kept?.fishes ?? []);
  const teams = useMemo(
    () =>
      (freshTeams?.data ?? kept?.teams ?? [])
        .filter((t) => t.status === 'confirmed' && t.stand_number)
        .sort((a, b) => a.stand_number!.localeCompare(b.stand_number!, 'ro', { numeric: true })),
    [freshTeams, kept],
  );

  const queue = useMemo(() => judgeQueue(companyId, id), [companyId, id]);
  const entries = useSyncExternalStore(queue.subscribe, () => queue.list());
  const waiting = entries.filter((e) => e.state === 'waiting').length;
  const { online } = useSyncExternalStore(subscribeConnection, connectionState);
  const [createWeighIn] = useCreateWeighInMutation();

  const send = useCallback(
    async (entry: QueuedEntry): Promise<SendResult> => {
      const answer = await createWeighIn({
        companyId,
        id,
        createWeighInDto: {
          uid: entry.uid,
          team_id: entry.team_id,
          round: entry.round,
          fish_id: entry.fish_id,
          weight_kg: entry.weight_kg,
          witness: entry.witness,
          weighed_at: entry.weighed_at,
        },
      });
      if (!('error' in answer) || !answer.error) return { ok: true };
      const status = errorStatus(answer.error);
      // No answer, a busy or restarting server, an expired session: the entry waits and goes later.
      if (status === null || status >= 500 || status === 429 || status === 401 || status === 408) {
        return { ok: false, retry: true };
      }
      const firstField = Object.values(fieldErrors(answer.error))[0]?.[0];
      return { ok: false, retry: false, problem: firstField ?? serverMessage(answer.error) ?? `Eroare ${status}` };
    },
    [companyId, id, createWeighIn],
  );
  const flush = useCallback(() => void queue.flush(send), [queue, send]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(flush, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  if (!competition) {
    return error ? (
      <Alert
        type="warning"
        showIcon
        title="Concursul nu poate fi citit"
        description="Deschideți cântarul o dată cu semnal: apoi funcționează și fără."
        action={
          <Button type="primary" loading={competitionRead.isFetching} onClick={() => void competitionRead.refetch()}>
            Reîncearcă
          </Button>
        }
      />
    ) : (
      <p role="status">Se încarcă…</p>
    );
  }
  return (
    <JudgeForm
      competition={competition}
      fishes={fishes}
      teams={teams}
      entries={entries}
      waiting={waiting}
      online={online}
      onSave={(draft) => {
        queue.add(draft);
        flush();
      }}
      onDrop={(uid) => queue.remove(uid)}
      onRetry={flush}
      // No teams read and none kept on the phone: the team select reads them again.
      teamsState={optionsState({ ...teamsRead, data: freshTeams ?? kept?.teams }, 'Echipele nu au putut fi încărcate.')}
    />
  );
}

function JudgeForm({
  competition,
  fishes,
  teams,
  entries,
  waiting,
  online,
  onSave,
  onDrop,
  onRetry,
  teamsState,
}: {
  competition: Competition;
  fishes: FishRef[];
  teams: Team[];
  teamsState: ReactNode;
  entries: readonly QueuedEntry[];
  waiting: number;
  online: boolean;
  onSave: (draft: Parameters<ReturnType<typeof judgeQueue>['add']>[0]) => void;
  onDrop: (uid: string) => void;
  onRetry: () => void;
}) {
  const blank = (): JudgeValues => ({
    team_id: null,
    round: currentRound(competition.rounds),
    fish_id: fishes.length === 1 ? fishes[0].id : null,
    weight: '',
    at: localDateTime(),
    witness: '',
  });
  const [v, setV] = useState<JudgeValues>(blank);
  const [stand, setStand] = useState('');
  const [problems, setProblems] = useState<JudgeProblems>({});
  const [saved, setSaved] = useState<string | null>(null);
  const set = <K extends keyof JudgeValues>(k: K, value: JudgeValues[K]) => {
    const next = { ...v, [k]: value };
    setV(next);
    if (problems[k]) setProblems((p) => ({ ...p, [k]: validateJudge(next, stand)[k] }));
  };
  const team = teams.find((t) => t.id === v.team_id);
  const kg = parseKg(v.weight);
  const underMin = Number.isFinite(kg) && kg > 0 && kg < Number(competition.min_weight_kg);
  const running = competition.status === 'running';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateJudge(v, stand);
    setProblems(found);
    if (Object.keys(found).length) return;
    onSave({
      team_id: v.team_id!,
      round: v.round,
      fish_id: v.fish_id!,
      weight_kg: kg.toFixed(3),
      witness: v.witness.trim(),
      weighed_at: weighedAt(v.at),
    });
    setSaved(`${formatKg(kg)} – ${team?.name ?? ''}${team?.stand_number ? ` (standul ${team.stand_number})` : ''}`);
    // The next fish: same species and witness are often the same; a new team, weight and time, and the
    // round going on if the schedule has moved into another since the last fish.
    const now = new Date();
    setV({
      ...v,
      team_id: null,
      weight: '',
      at: localDateTime(now),
      round: followSchedule(competition.rounds, v.round, new Date(weighedAt(v.at)), now),
    });
    setStand('');
  };

  return (
    <div style={{ maxWidth: 520, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        Cântar: {competition.name}
      </Typography.Title>
      <Link to={`/company/competitions/${competition.id}`}>Înapoi la concurs</Link>

      <Card
        size="small"
        style={{ margin: '12px 0', background: waiting ? '#fffbe6' : '#f6ffed' }}
        role="status"
        aria-label="Starea trimiterii"
        data-testid="judge-sync"
      >
        <Flex align="center" gap={8} wrap>
          {online ? <WifiOutlined aria-hidden /> : <WifiOutlined aria-hidden style={{ color: '#cf1322' }} />}
          <strong>{online ? 'Cu semnal' : 'Fără semnal'}</strong>
          <span>·</span>
          {waiting ? (
            <span data-testid="judge-waiting">
              {waiting === 1
                ? 'O cântărire așteaptă să fie trimisă'
                : `${formatCount(waiting, 'cântărire', 'cântăriri')} așteaptă să fie trimise`}
            </span>
          ) : (
            <span data-testid="judge-waiting">
              <CheckCircleFilled aria-hidden style={{ color: '#52c41a' }} /> Toate cântăririle au fost trimise
            </span>
          )}
          {waiting > 0 && online && (
            <Button size="small" icon={<CloudUploadOutlined aria-hidden />} onClick={onRetry}>
              Trimite acum
            </Button>
          )}
        </Flex>
        {!online && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            Cântăririle rămân pe telefon și pleacă singure când revine semnalul. Nu le introduceți din nou.
          </Typography.Paragraph>
        )}
      </Card>

      {!running && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={competition.status === 'finished' ? 'Concursul s-a încheiat.' : 'Concursul nu a început încă.'}
          description="Cântăririle se primesc doar cât timp concursul e în desfășurare."
        />
      )}

      <form noValidate onSubmit={submit} aria-label="Cântărire nouă">
        <Flex gap={8}>
          <div style={{ width: 110 }}>
            <Field id="judge-stand" label="Standul">
              <Input
                id="judge-stand"
                size="large"
                inputMode="numeric"
                autoComplete="off"
                value={stand}
                onChange={(e) => {
                  setStand(e.target.value);
                  const found = teamOnStand(teams, e.target.value);
                  set('team_id', found?.id ?? null);
                }}
              />
            </Field>
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Field id="judge-team" label="Echipa" error={problems.team_id}>
              <Select
                id="judge-team"
                size="large"
                style={{ width: '100%' }}
                placeholder="Alege echipa"
                value={v.team_id ?? undefined}
                onChange={(teamId: number) => {
                  set('team_id', teamId);
                  setStand(teams.find((t) => t.id === teamId)?.stand_number ?? '');
                }}
                options={teams.map((t) => ({ value: t.id, label: `${t.stand_number} – ${t.name}` }))}
                notFoundContent={teamsState}
                optionFilterProp="label"
                showSearch
              />
            </Field>
          </div>
        </Flex>
        {competition.rounds.length > 1 && (
          <Field id="judge-round" label="Manșa">
            <Radio.Group
              id="judge-round"
              optionType="button"
              buttonStyle="solid"
              value={v.round}
              onChange={(e) => set('round', e.target.value as number)}
              options={competition.rounds.map((_, i) => ({ value: i + 1, label: `Manșa ${i + 1}` }))}
            />
          </Field>
        )}
        <Field id="judge-fish" label="Specia" error={problems.fish_id}>
          <Radio.Group
            id="judge-fish"
            optionType="button"
            buttonStyle="solid"
            size="large"
            value={v.fish_id}
            onChange={(e) => set('fish_id', e.target.value as number)}
            options={fishes.map((f) => ({ value: f.id, label: f.name }))}
          />
        </Field>
        <Field id="judge-weight" label="Greutatea (kg)" error={problems.weight}>
          <Input
            id="judge-weight"
            size="large"
            inputMode="decimal"
            autoComplete="off"
            placeholder="7,350"
            suffix="kg"
            value={v.weight}
            onChange={(e) => set('weight', e.target.value)}
          />
          {underMin && (
            <Typography.Text type="warning">
              Sub greutatea minimă ({formatKg(competition.min_weight_kg)}): peștele nu se punctează.
            </Typography.Text>
          )}
        </Field>
        <Field id="judge-at" label="Ora" error={problems.at}>
          <Input
            id="judge-at"
            size="large"
            type="datetime-local"
            value={v.at}
            onChange={(e) => {
              // The round follows the time into another round of the schedule (followSchedule()).
              const at = e.target.value;
              const [from, to] = [v.at, at].map((x) => (x ? new Date(weighedAt(x)) : null));
              const known = from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime());
              set('at', at);
              if (known) setV((now) => ({ ...now, round: followSchedule(competition.rounds, now.round, from, to) }));
            }}
          />
        </Field>
        <Field id="judge-witness" label="Martorul" error={problems.witness}>
          <Input
            id="judge-witness"
            size="large"
            autoComplete="off"
            maxLength={100}
            placeholder="numele vecinului de stand"
            value={v.witness}
            onChange={(e) => set('witness', e.target.value)}
          />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block disabled={!running}>
          Salvează cântărirea
        </Button>
        {saved && (
          <Typography.Paragraph type="success" role="status" style={{ marginTop: 8 }}>
            Salvată pe telefon: {saved}
          </Typography.Paragraph>
        )}
      </form>

      <Typography.Title level={5} style={{ marginTop: 20 }}>
        Cântăririle de pe acest telefon
      </Typography.Title>
      {entries.length === 0 ? (
        <Typography.Paragraph type="secondary">Nicio cântărire încă.</Typography.Paragraph>
      ) : (
        <ul aria-label="Cântăririle de pe acest telefon" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e) => {
            const t = teams.find((x) => x.id === e.team_id);
            const fish = fishes.find((f) => f.id === e.fish_id);
            return (
              <li key={e.uid} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }} data-testid="judge-entry">
                <Flex justify="space-between" gap={8} wrap>
                  <span>
                    <strong>{formatKg(e.weight_kg)}</strong> {fish?.name} · standul {t?.stand_number ?? '?'} {t?.name}
                    <br />
                    <Typography.Text type="secondary">
                      {formatDateTime(e.weighed_at)}, martor {e.witness}
                    </Typography.Text>
                  </span>
                  <Tag color={STATE_TAG[e.state].color}>{STATE_TAG[e.state].text}</Tag>
                </Flex>
                {e.state === 'refused' && (
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text type="danger">{e.problem}</Typography.Text>
                    <Button size="small" onClick={() => onDrop(e.uid)}>
                      Șterge de pe telefon
                    </Button>
                  </Flex>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
