import { Flex } from 'antd';
import { Link } from 'react-router';
import { Struck } from '@/shared/components/rowCells';
import { sortable, type ListColumn } from '@/shared/list/ListView';
import type { ListSort } from '@/shared/components/tableSort';
import { CancelAction } from './CancelAction';

/**
 * The columns a pass and a chitanță share in their tables (PassesTable, ReceiptsTable): the
 * number (struck through once cancelled) linking to the print page, the actions (print, cancel),
 * and the greyed row of a cancelled one.
 */
type Document = { id: number; status: string };

export const cancelledRow = <T extends Document>(row: T) =>
  row.status === 'cancelled' ? { style: { opacity: 0.55, background: '#fafafa' } } : {};

export function numberColumn<T extends Document>(
  sort: ListSort,
  printPath: (row: T) => string,
  label: (row: T) => string,
): ListColumn<T> {
  return {
    title: 'Serie / nr.',
    dataIndex: 'number',
    ...sortable(sort, 'number'),
    render: (_: number, row) => (
      <Struck when={row.status === 'cancelled'}>
        <strong>
          <Link to={printPath(row)}>{label(row)}</Link>
        </strong>
      </Struck>
    ),
  };
}

export function actionsColumn<T extends Document>(
  printPath: (row: T) => string,
  cancel: (row: T) => { title: string; description: string },
  onCancel: (row: T, reason: string | null) => Promise<unknown>,
): ListColumn<T> {
  return {
    title: 'Acțiuni',
    key: 'actions',
    render: (_, row) => (
      <Flex vertical align="start">
        <Link to={printPath(row)} className="row-action">
          Vezi / tipărește
        </Link>
        {row.status !== 'cancelled' && <CancelAction {...cancel(row)} onConfirm={(reason) => onCancel(row, reason)} />}
      </Flex>
    ),
  };
}

/** The angler (or payer) of the row, linking to the client's page; left out on the client's own page. */
export function clientColumns<T extends { client_id: number | null; client?: { name: string } | null }>(
  show: boolean,
  title: string,
): ListColumn<T>[] {
  if (!show) return [];
  return [
    {
      title,
      key: 'client',
      render: (_, row) => (row.client ? <Link to={`/company/clients/${row.client_id}`}>{row.client.name}</Link> : '—'),
    },
  ];
}
