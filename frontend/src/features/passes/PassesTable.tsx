import { documentNumber } from '@balti/domain';
import { Tag } from 'antd';
import { toast } from 'react-toastify';
import { useUserQuery } from '@/features/auth/api';
import { pastDayNote } from '@/features/books/cashDates';
import { closedDayOf, useRefundOffer } from '@/features/receipts/RefundModal';
import { useCompanyId } from '@/shared/list/resourceForm';
import { PagedTable, sortable, type ListColumns, type PageTableProps } from '@/shared/list/ListView';
import { rowAction } from '@/shared/list/rowAction';
import { Struck } from '@/shared/components/rowCells';
import { formatDateTime, formatLei } from '@/shared/format';
import { paymentLabel, passStateOf, useCancelPassMutation, type Pass, type PassesPage } from './api';
import { actionsColumn, cancelledRow, clientColumns, numberColumn } from './documentColumns';

/** "BD 12" (packages/domain/src/doc-number.ts, as the API names it). */
export const passNumber = (p: Pick<Pass, 'series' | 'number'>): string => documentNumber(p);

/** The status tag of a pass: Valabil / Neînceput / Expirat / Anulat. */
export function PassStateTag({ state }: { state: string }) {
  const s = passStateOf(state);
  return <Tag color={s.color}>{s.label}</Tag>;
}

const printPath = (p: Pass) => `/company/passes/${p.id}/print`;

const STORNO =
  'Dacă bonul fiscal a fost tipărit, tipăriți pe casa de marcat bonul de retur (storno) și înregistrați-i numărul pe pagina permisului.';

/** A page of passes (the passes list and a client's page): number, angler, water, validity, total, state, actions. */
export function PassesTable(page: PageTableProps<PassesPage>) {
  const { sort, showClient = true } = page;
  const companyId = useCompanyId();
  const [cancelPass] = useCancelPassMutation();
  const { data: session } = useUserQuery();
  // In `amef` mode a pass paid in cash or by card had its bon fiscal (one with a chitanță was sold
  // before the switch to `amef`): once printed, its cancellation needs the return (storno) printed on
  // the device and its number recorded (the pass's page asks it).
  const onBon = (p: Pass) =>
    session?.user.company?.fiscal_mode === 'amef' && p.payment_method !== 'transfer' && !p.receipt;

  const refund = useRefundOffer();

  const onCancel = async (p: Pass, reason: string | null) => {
    const cancel = (asRefund: boolean) =>
      cancelPass({ companyId, id: p.id, cancelDocumentDto: { reason: reason || null, refund: asRefund } }).unwrap();
    try {
      await cancel(false);
      toast.success(`Permisul ${passNumber(p)} a fost anulat.${onBon(p) ? ` ${STORNO}` : ''}`);
    } catch (err) {
      // Its chitanță is of a day closed in the cash book: cancelled only with a refund paid today.
      const closed = closedDayOf(err);
      if (!closed || !p.receipt) return;
      const receipt = `${p.receipt.series} ${p.receipt.number}`;
      refund.offer({
        title: `Restituire pentru permisul ${passNumber(p)}`,
        closed,
        description: `Permisul se anulează. Chitanța ${receipt} rămâne în ziua ei, așa cum a fost semnată; suma ei se restituie printr-o dispoziție de plată cu data de azi, care numește chitanța.`,
        confirm: () =>
          rowAction(cancel(true), `Permisul ${passNumber(p)} a fost anulat; chitanța ${receipt} a fost restituită.`),
      });
    }
  };

  const columns: ListColumns<Pass> = [
    numberColumn(sort, printPath, passNumber),
    ...clientColumns<Pass>(showClient, 'Pescar'),
    // Two facts per cell (water and plan, start and end) keep the ten facts of a pass on a laptop screen.
    {
      title: 'Apă / plan',
      key: 'water',
      render: (_, p) => (
        <>
          {p.water?.name ?? '—'}
          <div className="text-secondary">{p.plan?.name ?? '—'}</div>
        </>
      ),
    },
    {
      title: 'Valabil',
      dataIndex: 'valid_from',
      ...sortable(sort, 'valid_from'),
      render: (v: string, p) => (
        <span className="nowrap">
          de la {formatDateTime(v)}
          <div className="text-secondary">până la {formatDateTime(p.valid_to)}</div>
        </span>
      ),
    },
    {
      title: 'Total',
      dataIndex: 'total',
      align: 'right',
      ...sortable(sort, 'total'),
      render: (v: string, p) => (
        <Struck when={p.status === 'cancelled'}>
          {formatLei(v)}
          {p.discount ? <span className="text-secondary"> ({p.discount.name})</span> : null}
        </Struck>
      ),
    },
    { title: 'Plată', dataIndex: 'payment_method', key: 'payment_method', render: (m: string) => paymentLabel(m) },
    { title: 'Stare', dataIndex: 'state', key: 'state', render: (s: string) => <PassStateTag state={s} /> },
    actionsColumn(
      printPath,
      (p) => ({
        title: `Anulezi permisul ${passNumber(p)}?`,
        description: onBon(p)
          ? `Numărul rămâne folosit. ${STORNO}`
          : p.receipt && p.receipt.status !== 'cancelled'
            ? `Numărul rămâne folosit; chitanța ${p.receipt.series} ${p.receipt.number} se anulează și ea.${pastDayNote(p.created_at)}`
            : 'Numărul rămâne folosit, permisul rămâne în listă ca anulat.',
      }),
      onCancel,
    ),
  ];

  return (
    <>
      <PagedTable<Pass> page={page} noun={['permis', 'permise']} columns={columns} onRow={cancelledRow} />
      {refund.modal}
    </>
  );
}
