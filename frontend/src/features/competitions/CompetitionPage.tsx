import { useEffect, useState } from 'react';
import { EditOutlined, ExportOutlined, PrinterOutlined, ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Descriptions, Flex, Input, Modal, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { APP_DOMAIN } from '@/app/env';
import { originForLabel } from '@/app/hostApp';
import { ROLE_COMPANY_ADMIN } from '@/shared/api/types';
import { ExportCsvButton, ListFailed, readFailed, retryOf } from '@/shared/components/listing';
import { formatDateTime, formatLei } from '@/shared/format';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { rowAction } from '@/shared/list/rowAction';
import {
  useCompetitionActionMutation,
  useCompetitionQuery,
  useDrawMutation,
  useRankingQuery,
  useTeamsQuery,
  useWeighInsQuery,
  type Competition,
} from './api';
import { DrawTab } from './DrawTab';
import { competitionRefund } from './feeRefund';
import { useCountedFishes } from './fishes';
import { formatKg, RESULT_CSV_COLUMNS, resultRows } from './ranking';
import { RankingTables } from './RankingTables';
import { actionsFor, statusOf, weighingOpen } from './status';
import { TeamsTab } from './TeamsTab';
import { WeighInsTab } from './WeighInsTab';

/** How often the organiser's screen reads the weigh-ins and the ranking while the competition runs. */
const LIVE_POLL_MS = 5000;

/** "Tragere la sorți" / "Refă tragerea": an optional seed (a random one otherwise), shown after. */
function DrawButton({ competition, again }: { competition: Competition; again: boolean }) {
  const companyId = useCompanyId();
  const [open, setOpen] = useState(false);
  const [seed, setSeed] = useState('');
  const [draw, { isLoading }] = useDrawMutation();
  const onOk = async () => {
    const answer = await rowAction(
      draw({ companyId, id: competition.id, drawDto: seed.trim() ? { seed: seed.trim() } : {} }).unwrap(),
      (a) => `Tragerea la sorți s-a făcut (sămânța ${a.seed}).`,
    );
    if (!answer) return;
    setOpen(false);
    setSeed('');
  };
  return (
    <>
      <Button type={again ? 'default' : 'primary'} onClick={() => setOpen(true)}>
        {again ? 'Refă tragerea' : 'Tragere la sorți'}
      </Button>
      <Modal
        open={open}
        title={again ? 'Refă tragerea la sorți' : 'Tragere la sorți'}
        okText={again ? 'Refă tragerea' : 'Trage la sorți'}
        cancelText="Renunță"
        confirmLoading={isLoading}
        onOk={() => void onOk()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>
          Fiecare echipă confirmată primește un stand, echilibrat pe sectoare.{' '}
          {again && 'Tragerea de acum înlocuiește standurile date înainte. '}
          Tragerea poate fi refăcută până la începerea concursului.
        </Typography.Paragraph>
        <label htmlFor="draw-seed">Sămânța (opțional)</label>
        <Input
          id="draw-seed"
          value={seed}
          maxLength={32}
          onChange={(e) => setSeed(e.target.value)}
          placeholder="lăsați gol pentru una aleasă la întâmplare"
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          Aceeași sămânță cu aceleași echipe dă aceleași standuri: oricine poate verifica tragerea.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

/** Cancelling asks for a confirmation and an optional reason, and says what goes back (feeRefund.ts). */
function CancelButton({ competition }: { competition: Competition }) {
  const companyId = useCompanyId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [act, { isLoading }] = useCompetitionActionMutation();
  const refund = competitionRefund(competition.teams);
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Anulează concursul
      </Button>
      <Modal
        open={open}
        title={`Anulezi concursul „${competition.name}”?`}
        okText="Anulează concursul"
        okButtonProps={{ danger: true }}
        cancelText="Renunță"
        confirmLoading={isLoading}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          const done = await rowAction(
            act({ companyId, id: competition.id, action: 'cancel', reason: reason.trim() || undefined }).unwrap(),
            'Concursul a fost anulat.',
          );
          if (!done) return;
          setOpen(false);
        }}
      >
        <Typography.Paragraph>
          Standurile concursului se eliberează. Taxele încasate se anulează odată cu concursul (chitanța sau bonul,
          plata cu cardul sau prin transfer), iar banii se dau înapoi echipelor.
        </Typography.Paragraph>
        {refund && (
          <Typography.Paragraph strong data-testid="competition-refund">
            {refund}
          </Typography.Paragraph>
        )}
        <label htmlFor="cancel-reason">Motivul (opțional)</label>
        <Input.TextArea
          id="cancel-reason"
          value={reason}
          maxLength={500}
          autoSize={{ minRows: 2 }}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

function StatusActions({ competition }: { competition: Competition }) {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [act, { isLoading }] = useCompetitionActionMutation();
  const run = async (action: 'openRegistration' | 'start' | 'finish', success: string) => {
    await rowAction(act({ companyId, id: competition.id, action }).unwrap(), success);
  };
  const actions = actionsFor(competition.status);
  return (
    <Space wrap>
      {actions.includes('edit') && (
        <Button
          icon={<EditOutlined aria-hidden />}
          onClick={() => void navigate(`/company/competitions/${competition.id}/edit`)}
        >
          Editează
        </Button>
      )}
      {actions.includes('openRegistration') && (
        <Button
          type="primary"
          loading={isLoading}
          onClick={() => void run('openRegistration', 'Înscrierile sunt deschise.')}
        >
          Deschide înscrierile
        </Button>
      )}
      {actions.includes('draw') && <DrawButton competition={competition} again={false} />}
      {actions.includes('redraw') && <DrawButton competition={competition} again />}
      {actions.includes('start') && (
        <Popconfirm
          title="Pornești concursul?"
          description={
            (startsLater(competition.starts_at)
              ? `Concursul este programat pentru ${formatDateTime(competition.starts_at)}: porniți-l doar dacă începe acum. `
              : '') + 'După start tragerea la sorți nu se mai poate reface; arbitrii încep cântăririle.'
          }
          okText="Pornește"
          cancelText="Renunță"
          onConfirm={() => run('start', 'Concursul a început.')}
        >
          <Button type="primary" icon={<ThunderboltOutlined aria-hidden />} loading={isLoading}>
            Pornește concursul
          </Button>
        </Popconfirm>
      )}
      {actions.includes('finish') && (
        <Popconfirm
          title="Închei concursul?"
          description="Nu se mai primesc cântăriri; clasamentul rămâne cel final."
          okText="Încheie"
          cancelText="Renunță"
          onConfirm={() => run('finish', 'Concursul s-a încheiat.')}
        >
          <Button type="primary" icon={<TrophyOutlined aria-hidden />} loading={isLoading}>
            Încheie concursul
          </Button>
        </Popconfirm>
      )}
      {actions.includes('cancel') && <CancelButton competition={competition} />}
    </Space>
  );
}

/** Whether a competition's scheduled start is more than an hour away (read outside render: the clock). */
function startsLater(startsAt: string): boolean {
  return Date.parse(startsAt) - Date.now() > 3_600_000;
}

/** /company/competitions/:id: the status actions, the teams, the draw, the weigh-ins and the live ranking. */
export default function CompetitionPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const user = useAppSelector((s) => s.auth.user);
  const isAdmin = user?.role === ROLE_COMPANY_ADMIN;
  const ref = { companyId, id };
  const competitionRead = useCompetitionQuery(ref, { refetchOnMountOrArgChange: true });
  const { data: competition, isLoading, error } = competitionRead;
  const live = competition ? weighingOpen(competition.status) : false;
  const poll = { pollingInterval: live ? LIVE_POLL_MS : 0, skipPollingIfUnfocused: true };
  const teamsRead = useTeamsQuery(ref, {
    skip: !competition,
    pollingInterval: competition?.status === 'registration' ? 30_000 : 0,
    skipPollingIfUnfocused: true,
  });
  const { data: teams, isFetching: teamsLoading } = teamsRead;
  const rankingRead = useRankingQuery(ref, {
    skip: !competition || competition.status === 'draft',
    ...poll,
  });
  const { data: ranking, refetch: refetchRanking } = rankingRead;
  // The Cântăriri tab's page, in the URL with the tab (?tab=weighins&page=3).
  const weighInsPage = Math.max(1, Math.floor(Number(query.get('page'))) || 1);
  const weighInsRead = useWeighInsQuery(ref, weighInsPage, { skip: !competition, ...poll });
  const { data: weighIns } = weighInsRead;
  // A page asked for and not on screen yet (a poll of the page shown keeps it, undimmed).
  const weighInsLoading = weighInsRead.isFetching && weighIns?.current_page !== weighInsPage;
  // New entries on screen (the first page, newest first): the ranking is read again at once, so the
  // two never disagree for a poll.
  const newestEntry = weighInsPage === 1 ? weighIns?.data[0]?.id : undefined;
  const rankingShown = ranking !== undefined;
  useEffect(() => {
    if (newestEntry !== undefined && rankingShown) void refetchRanking();
  }, [newestEntry, rankingShown, refetchRanking]);
  const fishes = useCountedFishes(competition);

  if (!competition) {
    return (
      <RecordState
        isLoading={isLoading}
        error={error}
        onBack={() => void navigate('/company/competitions')}
        onRetry={() => void competitionRead.refetch()}
      />
    );
  }
  const status = statusOf(competition.status);
  const slug = user?.company?.slug;
  const publicUrl = slug
    ? `${originForLabel(window.location.protocol, window.location.host, slug, APP_DOMAIN)}/concurs/${competition.id}`
    : null;
  const teamRows = teams?.data ?? [];
  const requested = teamRows.filter((t) => t.status === 'requested').length;
  const tab = query.get('tab') ?? (live || competition.status === 'finished' ? 'ranking' : 'teams');

  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {competition.name} <Tag color={status.color}>{status.label}</Tag>
          </Typography.Title>
          <Typography.Text type="secondary">
            {competition.water?.name} · {formatDateTime(competition.starts_at)} – {formatDateTime(competition.ends_at)}
          </Typography.Text>
        </div>
        {isAdmin && <StatusActions competition={competition} />}
      </Flex>
      {competition.status === 'cancelled' && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '12px 0' }}
          data-testid="competition-cancelled"
          title={competition.cancel_reason ? `Concurs anulat: ${competition.cancel_reason}` : 'Concurs anulat.'}
          description="Taxele încasate s-au anulat odată cu concursul și se dau înapoi echipelor."
        />
      )}

      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        style={{ margin: '16px 0' }}
        items={[
          { key: 'rounds', label: 'Manșe', children: competition.rounds.length },
          { key: 'team', label: 'Pescari în echipă', children: competition.team_size },
          { key: 'fee', label: 'Taxa', children: formatLei(competition.entry_fee) },
          { key: 'fish', label: 'Specii punctate', children: fishes.map((f) => f.name).join(', ') || '—' },
          { key: 'min', label: 'Greutate minimă', children: formatKg(competition.min_weight_kg) },
          {
            key: 'count',
            label: 'Pești punctați',
            children: competition.fish_count ? `cei mai mari ${competition.fish_count}` : 'toți',
          },
          {
            key: 'short',
            label: 'Sub N pești',
            children: competition.short_rule === 'max' ? 'punctajul maxim al sectorului' : 'media locurilor rămase',
          },
          {
            key: 'sectors',
            label: 'Sectoare',
            children: competition.sectors.map((s) => `${s.name} (${s.stands.length})`).join(', '),
          },
        ]}
      />

      <Space wrap style={{ marginBottom: 16 }}>
        {live && (
          <Button type="primary" onClick={() => void navigate(`/company/competitions/${competition.id}/cantar`)}>
            Cântar (telefonul arbitrului)
          </Button>
        )}
        {competition.seed && (
          <Button
            icon={<PrinterOutlined aria-hidden />}
            onClick={() => void navigate(`/company/competitions/${competition.id}/print?doc=draw`)}
          >
            Tipărește tragerea
          </Button>
        )}
        {ranking && ranking.overall.length > 0 && (
          <>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => void navigate(`/company/competitions/${competition.id}/print`)}
            >
              Tipărește rezultatele
            </Button>
            <ExportCsvButton
              fileBase={`rezultate-concurs-${competition.id}`}
              columns={RESULT_CSV_COLUMNS}
              load={() => Promise.resolve(resultRows(ranking))}
            />
          </>
        )}
        {publicUrl && competition.status !== 'draft' && competition.status !== 'cancelled' && (
          <Button icon={<ExportOutlined aria-hidden />} href={publicUrl} target="_blank" rel="noreferrer">
            Pagina publică
          </Button>
        )}
      </Space>

      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery({ tab: key }, { replace: true })}
        items={[
          {
            key: 'teams',
            label: (
              <Badge count={requested} size="small" offset={[8, 0]}>
                Echipe
              </Badge>
            ),
            children: (
              <TeamsTab
                competition={competition}
                teams={teamRows}
                loading={teamsLoading && !teams}
                onRetry={retryOf(teamsRead)}
              />
            ),
          },
          {
            key: 'draw',
            label: 'Tragerea la sorți',
            children: <DrawTab competition={competition} teams={teamRows} onRetry={retryOf(teamsRead)} />,
          },
          {
            key: 'ranking',
            label: 'Clasament',
            children: ranking ? (
              <RankingTables ranking={ranking} />
            ) : readFailed(rankingRead) ? (
              <ListFailed text="Clasamentul nu a putut fi încărcat." onRetry={() => void refetchRanking()} />
            ) : (
              <Typography.Paragraph type="secondary">Clasamentul apare după tragerea la sorți.</Typography.Paragraph>
            ),
          },
          {
            key: 'weighins',
            label: `Cântăriri${weighIns ? ` (${weighIns.total})` : ''}`,
            children: (
              <WeighInsTab
                competition={competition}
                fishes={fishes}
                entries={weighIns?.data ?? []}
                total={weighIns?.total ?? 0}
                page={weighInsPage}
                onPage={(page) => setQuery({ tab: 'weighins', page: String(page) }, { replace: true })}
                loading={weighInsLoading}
                onRetry={retryOf(weighInsRead)}
              />
            ),
          },
        ]}
      />
    </>
  );
}
