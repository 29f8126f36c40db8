import { useDeferredValue } from 'react';
import { Flex, Table, Tag, type TableProps } from 'antd';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { CancelAction } from '@/features/passes/CancelAction';
import { ListEmpty } from '@/shared/components/listing';
import { Struck } from '@/shared/components/rowCells';
import { useCompanyId } from '@/shared/components/resourceForm';
import { sortFromTable, sortOrderOf, type ListSort } from '@/shared/components/tableSort';
import { formatDate, formatLei } from '@/shared/format';
import { RECEIPT_STATUSES, useCancelReceiptMutation, type Receipt, type ReceiptsPage } from './api';
import { serverPagination } from '@/shared/components/pagination';

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
}: {
  data: ReceiptsPage | undefined;
  loading: boolean;
  emptyText: string;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  onPage: (page: number, perPage: number) => void;
  showClient?: boolean;
}) {
  const companyId = useCompanyId();
  // As in PassesTable: a new page renders in the background, the old one stays dimmed meanwhile.
  const shown = useDeferredValue(data);
  const [cancelReceipt] = useCancelReceiptMutation();

  const onCancel = async (r: Receipt, reason: string | null) => {
    const ok = await cancelReceipt({ companyId, id: r.id, reason })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    if (ok) toast.success(`Chitanța ${receiptNumber(r)} a fost anulată.`);
  };

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });
  const columns: TableProps<Receipt>['columns'] = [
    {
      title: 'Serie / nr.',
      dataIndex: 'number',
      ...sorted('number'),
      render: (_: number, r) => (
        <Struck when={r.status === 'cancelled'}>
          <strong>
            <Link to={`/company/receipts/${r.id}/print`}>{receiptNumber(r)}</Link>
          </strong>
        </Struck>
      ),
    },
    { title: 'Data', dataIndex: 'issued_on', ...sorted('issued_on'), render: (v: string) => formatDate(v) },
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
      ...sorted('amount'),
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
    <Table<Receipt>
      rowKey="id"
      columns={columns}
      dataSource={shown?.data ?? []}
      loading={loading || shown !== data}
      className="table-scroll-x"
      onRow={(r) => (r.status === 'cancelled' ? cancelledRow : {})}
      onChange={(_p, _f, sorter, extra) => {
        if (extra.action === 'sort') onSort(sortFromTable(sorter));
      }}
      locale={{ emptyText: loading && !data ? ' ' : <ListEmpty text={emptyText} /> }}
      pagination={serverPagination(['chitanță', 'chitanțe'], shown, { page: 1, perPage: 25, onChange: onPage })}
    />
  );
}
