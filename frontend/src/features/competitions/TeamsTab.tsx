import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ClientSelect } from '@/features/clients/ClientSelect';
import { jobState } from '@/features/fiscal/fiscal';
import { paidWith } from '@/features/passes/api';
import { applyServerErrors } from '@/shared/list/applyServerErrors';
import { useCompanyId } from '@/shared/list/resourceForm';
import { rowAction } from '@/shared/list/rowAction';
import { newRequestKey } from '@/shared/requestKey';
import { formatLei } from '@/shared/format';
import { NAME_EXAMPLE, personNameProblem } from '@/shared/publicForm';
import {
  useCancelTeamFeeMutation,
  useCancelTeamMutation,
  useCheckInTeamMutation,
  useConfirmTeamMutation,
  useCreateTeamMutation,
  type Competition,
  type Team,
  type TeamStatus,
} from './api';
import { teamRefund } from './feeRefund';
import { teamsOpen } from './status';
import { ListFailed } from '@/shared/components/listing';
import { PhoneLink } from '@/shared/components/rowCells';

const TEAM_STATUS: Record<TeamStatus, { label: string; color: string }> = {
  requested: { label: 'Cerere online', color: 'gold' },
  confirmed: { label: 'Confirmată', color: 'blue' },
  cancelled: { label: 'Anulată', color: 'default' },
};

const PAYMENT_METHODS = [
  { value: 'cash', label: 'Numerar' },
  { value: 'card', label: 'Card' },
  { value: 'transfer', label: 'Transfer' },
] as const;

interface TeamFormValues {
  name?: string;
  phone?: string;
  members?: { client_id?: number | null; guest?: string }[];
}

const PHONE = /^\+?[0-9 .\-()]{9,20}$/;

/**
 * The team's fee: its chitanță (printable, cash in `receipt` mode) or its bon fiscal, how it was paid
 * when neither (card or transfer: no chitanță), or what is still to collect.
 */
function FeeCell({ team, cancelled }: { team: Team; cancelled: boolean }) {
  if (team.fee_receipt) {
    return (
      <Link to={`/company/receipts/${team.fee_receipt.id}/print`}>
        Chitanța {team.fee_receipt.series} {team.fee_receipt.number}
      </Link>
    );
  }
  if (team.fee_fiscal_job) return <span>{jobState(team.fee_fiscal_job).text}</span>;
  if (team.fee_payment_method) return <span>{paidWith(team.fee_payment_method, team.fee)}</span>;
  if (team.fee_paid)
    return <Typography.Text type="secondary">{Number(team.fee) > 0 ? 'încasată' : 'fără taxă'}</Typography.Text>;
  // Nothing to collect in a cancelled competition (its cancellation gave back the fees taken).
  if (cancelled) return <Typography.Text type="secondary">—</Typography.Text>;
  // What is to collect: the fee as it was when the team registered (the competition's may have changed
  // since); a withdrawn team's fee was given back with its withdrawal, none is due.
  const due = team.status !== 'cancelled' && Number(team.fee) > 0;
  return (
    <Typography.Text type="secondary">{due ? `neîncasată: ${formatLei(team.fee)}` : 'neîncasată'}</Typography.Text>
  );
}

/** Registering a team: a name, the phone, and 1 to team_size members (clients, or guests by name). */
function TeamModal({ competition, open, onClose }: { competition: Competition; open: boolean; onClose: () => void }) {
  const companyId = useCompanyId();
  const [form] = Form.useForm<TeamFormValues>();
  const [createTeam, { isLoading }] = useCreateTeamMutation();
  const size = competition.team_size;

  const onFinish = async (v: TeamFormValues) => {
    const members = (v.members ?? []).filter((m) => m.client_id || m.guest?.trim());
    try {
      await createTeam({
        companyId,
        id: competition.id,
        createTeamDto: {
          name: (v.name ?? '').trim(),
          phone: (v.phone ?? '').trim(),
          member_ids: members.filter((m) => m.client_id).map((m) => m.client_id!),
          guests: members.filter((m) => !m.client_id).map((m) => ({ name: m.guest!.trim() })),
        },
      }).unwrap();
      toast.success('Echipa a fost înscrisă.');
      form.resetFields();
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title="Înscrie o echipă"
      onCancel={onClose}
      okText="Înscrie echipa"
      cancelText="Renunță"
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<TeamFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ members: Array.from({ length: size }, () => ({ client_id: null, guest: '' })) }}
        onFinish={(v) => void onFinish(v)}
      >
        <Form.Item
          label="Numele echipei"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Scrie numele echipei.' }]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item
          label="Telefonul echipei"
          name="phone"
          rules={[{ pattern: PHONE, required: true, message: 'Scrie un număr de telefon valid.' }]}
        >
          <Input type="tel" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.List
          name="members"
          rules={[
            {
              validator: async (_, members: TeamFormValues['members']) => {
                const filled = (members ?? []).filter((m) => m.client_id || m.guest?.trim());
                if (!filled.length) throw new Error('Adaugă cel puțin un pescar.');
                if (filled.length > size) throw new Error(`O echipă are cel mult ${size} pescari.`);
                for (const m of filled) {
                  const problem = m.client_id ? null : personNameProblem(m.guest ?? '');
                  if (problem) throw new Error(problem);
                }
              },
            },
          ]}
        >
          {(fields, _ops, { errors }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} wrap style={{ marginBottom: 8 }}>
                  <Form.Item
                    name={[field.name, 'client_id']}
                    label={`Pescarul ${i + 1} (client)`}
                    style={{ flex: '1 1 240px', marginBottom: 0 }}
                  >
                    <ClientSelect />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'guest']}
                    label={`sau invitat (nume)`}
                    style={{ flex: '1 1 160px', marginBottom: 0 }}
                  >
                    <Input maxLength={100} aria-label={`Pescarul ${i + 1}, invitat`} placeholder={NAME_EXAMPLE} />
                  </Form.Item>
                </Flex>
              ))}
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                Invitații devin clienți la sosire, când se încasează taxa.
              </Typography.Paragraph>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** Collects the entry fee of an arriving team (POST …/teams/{tid}/checkIn). */
function CheckInButton({ competition, team }: { competition: Competition; team: Team }) {
  const companyId = useCompanyId();
  const [method, setMethod] = useState<'cash' | 'card' | 'transfer'>('cash');
  const [checkIn, { isLoading }] = useCheckInTeamMutation();
  // One fee per showing of the button (while the team has not paid): sent again (a lost answer),
  // it gets the fee already taken.
  const [feeKey] = useState(newRequestKey);
  return (
    <Popconfirm
      title={`Încasezi taxa echipei ${team.name}: ${formatLei(team.fee)}?`}
      description={
        <Select
          aria-label="Plata"
          size="small"
          value={method}
          onChange={setMethod}
          options={PAYMENT_METHODS.map((p) => ({ ...p }))}
          style={{ width: 140 }}
        />
      }
      okText="Încasează"
      cancelText="Renunță"
      onConfirm={async () => {
        await rowAction(
          checkIn({
            companyId,
            id: competition.id,
            teamId: team.id,
            teamCheckInDto: { payment_method: method, request_key: feeKey },
          }).unwrap(),
          'Taxa a fost încasată.',
        );
      }}
    >
      <Button size="small" loading={isLoading}>
        Încasează taxa
      </Button>
    </Popconfirm>
  );
}

/**
 * Undoes a team's entry fee (POST …/teams/{tid}/cancelFee): its chitanță or bon's sale is cancelled
 * with it, and the fee can be taken again. A fee's document is not cancelled on its own.
 */
function CancelFeeButton({ competition, team }: { competition: Competition; team: Team }) {
  const companyId = useCompanyId();
  const [cancelFee, { isLoading }] = useCancelTeamFeeMutation();
  return (
    <Popconfirm
      title={`Anulezi încasarea taxei echipei ${team.name}?`}
      description={
        team.fee_receipt
          ? `Se anulează și chitanța ${team.fee_receipt.series} ${team.fee_receipt.number}.`
          : team.fee_fiscal_job
            ? 'Se anulează și vânzarea de pe bonul fiscal.'
            : undefined
      }
      okText="Anulează încasarea"
      okButtonProps={{ danger: true }}
      cancelText="Renunță"
      onConfirm={async () => {
        await rowAction(
          cancelFee({
            companyId,
            id: competition.id,
            teamId: team.id,
            reasonDto: { reason: null },
          }).unwrap(),
          'Încasarea taxei a fost anulată.',
        );
      }}
    >
      <Button size="small" danger loading={isLoading}>
        Anulează încasarea
      </Button>
    </Popconfirm>
  );
}

/** The teams of a competition: registration, online requests to confirm, the fee of each. */
export function TeamsTab({
  competition,
  teams,
  loading,
  onRetry,
}: {
  competition: Competition;
  teams: Team[];
  loading: boolean;
  /** The teams got no answer: the table says so and reads them again. */
  onRetry?: () => void;
}) {
  const companyId = useCompanyId();
  const [open, setOpen] = useState(false);
  const [confirmTeam] = useConfirmTeamMutation();
  const [cancelTeam] = useCancelTeamMutation();
  // Register, confirm and withdraw until the start; the fee is taken until the finish (and undone any time).
  const canRegister = teamsOpen(competition.status);
  const active = competition.status !== 'cancelled' && competition.status !== 'finished';
  const confirmed = teams.filter((t) => t.status === 'confirmed').length;
  const requested = teams.filter((t) => t.status === 'requested').length;

  const columns = [
    { title: 'Echipa', dataIndex: 'name', key: 'name' },
    {
      title: 'Pescari',
      key: 'members',
      render: (_: unknown, t: Team) => t.members.map((m) => m.name).join(', ') || '—',
    },
    {
      title: 'Telefon',
      dataIndex: 'phone',
      key: 'phone',
      render: (v: string | null) => (v ? <PhoneLink phone={v} /> : '—'),
    },
    {
      title: 'Stare',
      dataIndex: 'status',
      key: 'status',
      render: (s: TeamStatus) => <Tag color={TEAM_STATUS[s].color}>{TEAM_STATUS[s].label}</Tag>,
    },
    {
      title: 'Sector / stand',
      key: 'stand',
      render: (_: unknown, t: Team) =>
        t.stand_number ? (
          `${t.sector_name ?? ''} / ${t.stand_number}`
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: 'Taxa',
      key: 'fee',
      render: (_: unknown, t: Team) => <FeeCell team={t} cancelled={competition.status === 'cancelled'} />,
    },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_: unknown, t: Team) =>
        (active && t.status !== 'cancelled') || t.fee_paid ? (
          <Space wrap size={4}>
            {t.fee_paid && Number(t.fee) > 0 && <CancelFeeButton competition={competition} team={t} />}
            {canRegister && t.status === 'requested' && (
              <Button
                size="small"
                type="primary"
                onClick={async () => {
                  await rowAction(
                    confirmTeam({ companyId, id: competition.id, teamId: t.id }).unwrap(),
                    `Echipa ${t.name} a fost confirmată.`,
                  );
                }}
              >
                Confirmă
              </Button>
            )}
            {active && t.status === 'confirmed' && !t.fee_paid && <CheckInButton competition={competition} team={t} />}
            {canRegister && t.status !== 'cancelled' && (
              <Popconfirm
                title={`Anulezi înscrierea echipei ${t.name}?`}
                description={teamRefund(t)}
                okText="Anulează înscrierea"
                okButtonProps={{ danger: true }}
                cancelText="Renunță"
                onConfirm={async () => {
                  await rowAction(
                    cancelTeam({
                      companyId,
                      id: competition.id,
                      teamId: t.id,
                      reasonDto: { reason: null },
                    }).unwrap(),
                    'Înscrierea a fost anulată.',
                  );
                }}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Anulează echipa ${t.name}`}
                />
              </Popconfirm>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text>
          {confirmed === 1 ? 'O echipă confirmată' : `${confirmed} echipe confirmate`}
          {requested > 0 && `, ${requested === 1 ? 'o cerere' : `${requested} cereri`} de confirmat`}
        </Typography.Text>
        {canRegister && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
            Înscrie echipă
          </Button>
        )}
      </Flex>
      {canRegister && competition.status === 'drawn' && (
        <Typography.Paragraph type="secondary">
          Tragerea la sorți este făcută: o echipă înscrisă sau confirmată acum primește stand doar la o nouă tragere.
        </Typography.Paragraph>
      )}
      <div style={{ overflowX: 'auto' }}>
        <Table<Team>
          size="small"
          rowKey="id"
          loading={loading}
          dataSource={teams}
          columns={columns}
          pagination={false}
          locale={{
            emptyText: onRetry ? (
              <ListFailed text="Echipele nu au putut fi încărcate." onRetry={onRetry} />
            ) : (
              'Nicio echipă înscrisă încă.'
            ),
          }}
          aria-label="Echipe"
        />
      </div>
      <TeamModal competition={competition} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
