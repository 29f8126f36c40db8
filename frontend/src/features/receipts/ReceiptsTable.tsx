import { documentNumber } from '@balti/domain';
import { Tag } from 'antd';
import { toast } from 'react-toastify';
import { actionsColumn, cancelledRow, clientColumns, numberColumn } from '@/features/passes/documentColumns';
import { Struck } from '@/shared/components/rowCells';
import { useCompanyId } from '@/shared/list/resourceForm';
import { PagedTable, sortable, type ListColumns, type PageTableProps } from '@/shared/list/ListView';
import { rowAction } from '@/shared/list/rowAction';
import { formatDate, formatLei } from '@/shared/format';
import { pastDayNote } from '@/features/books/cashDates';
import { closedDayOf, useRefundOffer } from './RefundModal';
import { RECEIPT_STATUSES, useCancelReceiptMutation, type Receipt, type ReceiptsPage } from './api';

/** "BDC 7" (packages/domain/src/doc-number.ts, as the API names it). */
export const receiptNumber = (r: Pick<Receipt, 'series' | 'number'>): string => documentNumber(r);

export function ReceiptStatusTag({ status }: { status: string }) {
  const s = RECEIPT_STATUSES.find((o) => o.value === status);
  return <Tag color={s?.color}>{s?.label ?? status}</Tag>;
}

const printPath = (r: Receipt) => `/company/receipts/${r.id}/print`;

/** A page of receipts (the receipts list and a client's page). */
export function ReceiptsTable(page: PageTableProps<ReceiptsPage>) {
  const { sort, showClient = true } = page;
  const companyId = useCompanyId();
  const [cancelReceipt] = useCancelReceiptMutation();

  const refund = useRefundOffer();

  const onCancel = async (r: Receipt, reason: string | null) => {
    try {
      await cancelReceipt({ companyId, id: r.id, cancelDocumentDto: { reason: reason || null } }).unwrap();
      toast.success(`Chitanța ${receiptNumber(r)} a fost anulată.`);
    } catch (err) {
      const closed = closedDayOf(err);
      if (!closed) return;
      refund.offer({
        title: `Restituire pentru chitanța ${receiptNumber(r)}`,
        closed,
        description: `Chitanța rămâne în ziua ei, așa cum a fost semnată. Suma de ${formatLei(r.amount)} se restituie printr-o dispoziție de plată cu data de azi, care numește chitanța.`,
        confirm: () =>
          rowAction(
            cancelReceipt({
              companyId,
              id: r.id,
              cancelDocumentDto: { reason: reason || null, refund: true },
            }).unwrap(),
            `Chitanța ${receiptNumber(r)} a fost anulată prin restituire.`,
          ),
      });
    }
  };

  const columns: ListColumns<Receipt> = [
    numberColumn(sort, printPath, receiptNumber),
    { title: 'Data', dataIndex: 'issued_on', ...sortable(sort, 'issued_on'), render: (v: string) => formatDate(v) },
    ...clientColumns<Receipt>(showClient, 'Plătitor'),
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
    actionsColumn(
      printPath,
      (r) => ({
        title: `Anulezi chitanța ${receiptNumber(r)}?`,
        description: `Numărul rămâne folosit, chitanța rămâne în listă ca anulată.${pastDayNote(r.issued_on)}`,
      }),
      onCancel,
    ),
  ];

  return (
    <>
      <PagedTable<Receipt> page={page} noun={['chitanță', 'chitanțe']} columns={columns} onRow={cancelledRow} />
      {refund.modal}
    </>
  );
}
