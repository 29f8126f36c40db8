import { Flex, Tag } from 'antd';
import { Link } from 'react-router';
import { CancelAction } from '@/features/passes/CancelAction';
import { Struck } from '@/shared/components/rowCells';
import { useCompanyId } from '@/shared/components/resourceForm';
import { PagedTable, rowAction, sortable, type ListColumns, type PageTableProps } from '@/shared/list/ListView';
import { formatDate, formatLei } from '@/shared/format';
import { RECEIPT_STATUSES, useCancelReceiptMutation, type Receipt, type ReceiptsPage } from './api';

export const receiptNumber = (r: Pick<Receipt, 'series' | 'number'>): string => `${r.series} ${r.number}`;

export function ReceiptStatusTag({ status }: { status: string }) {
  const s = RECEIPT_STATUSES.find((o) => o.value === status);
  return <Tag color={s?.color}>{s?.label ?? status}</Tag>;
}

const cancelledRow = { style: { opacity: 0.55, background: '#fafafa' } };

/** A page of receipts (the receipts list and a client's page). */
export function ReceiptsTable({
  data,
  loading,
  emptyText,
  sort,
  onSort,
  onPage,
  showClient = true,
}: PageTableProps<ReceiptsPage>) {
  const companyId = useCompanyId();
  const [cancelReceipt] = useCancelReceiptMutation();

  const onCancel = (r: Receipt, reason: string | null) =>
    rowAction(cancelReceipt({ companyId, id: r.id, reason }).unwrap(), `Chitanța ${receiptNumber(r)} a fost anulată.`);

  const columns: ListColumns<Receipt> = [
    {
      title: 'Serie / nr.',
      dataIndex: 'number',
      ...sortable(sort, 'number'),
      render: (_: number, r) => (
        <Struck when={r.status === 'cancelled'}>
          <strong>
            <Link to={`/company/receipts/${r.id}/print`}>{receiptNumber(r)}</Link>
          </strong>
        </Struck>
      ),
    },
    { title: 'Data', dataIndex: 'issued_on', ...sortable(sort, 'issued_on'), render: (v: string) => formatDate(v) },
    ...(showClient
      ? [
          {
            title: 'Plătitor',
            key: 'client',
            render: (_: unknown, r: Receipt) =>
              r.client ? <Link to={`/company/clients/${r.client_id}`}>{r.client.name}</Link> : '—',
          },
        ]
      : []),
    {
      title: 'Sumă',
      dataIndex: 'amount',
      align: 'right',
      ...sortable(sort, 'amount'),
      render: (v: string, r) => <Struck when={r.status === 'cancelled'}>{formatLei(v)}</Struck>,
    },
    { title: 'Reprezentând', dataIndex: 'description', key: 'description', ellipsis: true },
    {
      title: 'Bon fiscal',
      dataIndex: 'fiscal_receipt_no',
      key: 'fiscal_receipt_no',
      render: (v: string | null) => v ?? '—',
    },
    { title: 'Stare', dataIndex: 'status', key: 'status', render: (s: string) => <ReceiptStatusTag status={s} /> },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, r) => (
        <Flex vertical align="start">
          <Link to={`/company/receipts/${r.id}/print`} className="row-action">
            Vezi / tipărește
          </Link>
          {r.status !== 'cancelled' && (
            <CancelAction
              title={`Anulezi chitanța ${receiptNumber(r)}?`}
              description="Numărul rămâne folosit, chitanța rămâne în listă ca anulată."
              onConfirm={(reason) => onCancel(r, reason)}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <PagedTable<Receipt>
      data={data}
      loading={loading}
      emptyText={emptyText}
      onSort={onSort}
      onPage={onPage}
      noun={['chitanță', 'chitanțe']}
      columns={columns}
      onRow={(r) => (r.status === 'cancelled' ? cancelledRow : {})}
    />
  );
}
