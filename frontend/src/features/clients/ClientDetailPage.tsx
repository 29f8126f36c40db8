import { useMemo } from 'react';
import { Alert, Button, Card, Col, Descriptions, Flex, Popconfirm, Row, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { passesApi, type PassesFilter } from '@/features/passes/api';
import { PassesTable } from '@/features/passes/PassesTable';
import { receiptsApi, type ReceiptsFilter } from '@/features/receipts/api';
import { ReceiptsTable } from '@/features/receipts/ReceiptsTable';
import { useStatesQuery } from '@/features/states/api';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { pageTableProps } from '@/shared/list/ListView';
import { useServerList } from '@/shared/list/useListController';
import { formatDate } from '@/shared/format';
import { useClientQuery, useDeleteClientMutation } from './api';
import { ClientPrivacyCard } from '@/features/privacy/ClientPrivacyCard';
import { ClientDocuments } from './ClientDocuments';
import { ERASED, ERASED_NO_PASS } from './erased';
import { rowAction } from '@/shared/list/rowAction';
import { PhoneLink } from '@/shared/components/rowCells';

const dash = (v: string | null | undefined) => v || '—';

// The tabs filter nothing but the client: one empty text each.
const NO_PASSES = { none: 'Clientul nu are încă permise.', filtered: 'Clientul nu are încă permise.' };
const NO_RECEIPTS = { none: 'Clientul nu are încă chitanțe.', filtered: 'Clientul nu are încă chitanțe.' };

/** /company/clients/:id: the angler, "Emite permis" / "Emite chitanță", their passes, receipts and documents. */
export default function ClientDetailPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const {
    data: client,
    isFetching,
    error,
    refetch,
  } = useClientQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const { data: states = [] } = useStatesQuery();
  const [deleteClient, { isLoading: deleting }] = useDeleteClientMutation();
  // The open tab and each tab's page and sort are in the URL (`?fila=chitante&chitante_page=2`).
  const [query, setQuery] = useSearchParams();
  const tab = query.get('fila') === 'chitante' ? 'receipts' : 'passes';
  const passes = useServerList({
    prefix: 'permise_',
    noun: ['permis', 'permise'],
    defaults: { perPage: 10, sort: { sort_by: 'valid_from', sort_dir: 'desc' } },
    endpoint: passesApi.endpoints.passesControllerList,
    toArg: (passFilterDto: PassesFilter) => ({ companyId, passFilterDto }),
    toFilter: ({ sort }) => ({ client_id: id, ...sort }),
  });
  const receipts = useServerList({
    prefix: 'chitante_',
    noun: ['chitanță', 'chitanțe'],
    defaults: { perPage: 10, sort: { sort_by: 'issued_on', sort_dir: 'desc' } },
    endpoint: receiptsApi.endpoints.receiptsControllerList,
    toArg: (receiptFilterDto: ReceiptsFilter) => ({ companyId, receiptFilterDto }),
    toFilter: ({ sort }) => ({ client_id: id, ...sort }),
  });
  const county = useMemo(() => states.find((s) => s.id === client?.state_id)?.name, [states, client]);

  if (!client)
    return (
      <RecordState
        isLoading={isFetching}
        error={error}
        onBack={() => void navigate('/company/clients')}
        onRetry={() => void refetch()}
      />
    );

  const onDelete = async () => {
    const answer = await rowAction(
      deleteClient({ companyId, id }).unwrap(),
      (a) => a.message || 'Clientul a fost șters.',
    );
    if (answer) void navigate('/company/clients');
  };

  const issuePass = (
    <Button
      type="primary"
      size="large"
      disabled={client.blocked || !!client.anonymized_at}
      onClick={() => void navigate(`/company/passes/new?client_id=${id}`)}
    >
      Emite permis
    </Button>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {client.name} {client.blocked && <Tag color="red">Blocat</Tag>}
        </Typography.Title>
        <Flex gap={8} wrap>
          {client.anonymized_at ? (
            <Tooltip title={ERASED_NO_PASS}>{issuePass}</Tooltip>
          ) : client.blocked ? (
            <Tooltip title="Unui client blocat nu i se poate emite un permis.">{issuePass}</Tooltip>
          ) : (
            issuePass
          )}
          <Button size="large" onClick={() => void navigate(`/company/receipts/new?client_id=${id}`)}>
            Emite chitanță
          </Button>
          {client.anonymized_at ? (
            <Tooltip title={ERASED}>
              <Button size="large" disabled>
                Editează
              </Button>
            </Tooltip>
          ) : (
            <Button size="large" onClick={() => void navigate(`/company/clients/${id}/edit`)}>
              Editează
            </Button>
          )}
          <Popconfirm
            title={`Ștergi clientul „${client.name}”?`}
            description="Un client cu permise sau chitanțe nu poate fi șters."
            okText="Da, șterge"
            cancelText="Renunță"
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button size="large" danger loading={deleting}>
              Șterge
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      {client.blocked && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={<strong>Blocat: {client.blocked_reason || 'fără motiv'}</strong>}
          description="Clientului nu i se pot emite permise noi până la deblocare."
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="Date pescar" size="small">
            <Descriptions
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                { key: 'last', label: 'Nume', children: client.last_name },
                { key: 'first', label: 'Prenume', children: client.first_name },
                { key: 'cnp', label: 'CNP', children: dash(client.cnp) },
                {
                  key: 'birth',
                  label: 'Data nașterii',
                  children: client.birth_date ? formatDate(client.birth_date) : '—',
                },
                {
                  key: 'id',
                  label: 'Act de identitate',
                  children:
                    client.id_series || client.id_number
                      ? `${client.id_series ?? ''} ${client.id_number ?? ''}`.trim()
                      : '—',
                },
                {
                  key: 'phone',
                  label: 'Telefon',
                  children: client.phone ? <PhoneLink phone={client.phone} /> : '—',
                },
                { key: 'email', label: 'Email', children: dash(client.email) },
                { key: 'plate', label: 'Nr. auto', children: dash(client.car_plate) },
                {
                  key: 'address',
                  label: 'Adresă',
                  span: 2,
                  children:
                    [client.address, client.city, county ? `jud. ${county}` : null].filter(Boolean).join(', ') || '—',
                },
                { key: 'notes', label: 'Observații', span: 2, children: dash(client.notes) },
                { key: 'created', label: 'Înregistrat la', children: formatDate(client.created_at) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <ClientDocuments
            companyId={companyId}
            clientId={id}
            files={client.files ?? []}
            locked={
              client.anonymized_at
                ? 'Datele acestui client au fost anonimizate: nu i se mai păstrează documente.'
                : client.consent_at
                  ? null
                  : 'Înregistrați mai întâi acordul clientului pentru păstrarea documentelor.'
            }
          />
        </Col>
        <Col xs={24} xl={14}>
          <ClientPrivacyCard companyId={companyId} client={client} />
        </Col>
        <Col xs={24}>
          <Card size="small">
            <Tabs
              activeKey={tab}
              onChange={(key) =>
                setQuery(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (key === 'receipts') next.set('fila', 'chitante');
                    else next.delete('fila');
                    return next;
                  },
                  { replace: true },
                )
              }
              items={[
                {
                  key: 'passes',
                  label: `Permise${passes.data ? ` (${passes.data.total})` : ''}`,
                  children: <PassesTable {...pageTableProps(passes, NO_PASSES)} showClient={false} />,
                },
                {
                  key: 'receipts',
                  label: `Chitanțe${receipts.data ? ` (${receipts.data.total})` : ''}`,
                  children: <ReceiptsTable {...pageTableProps(receipts, NO_RECEIPTS)} showClient={false} />,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
