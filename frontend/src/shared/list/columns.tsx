import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { RowActions } from '@/shared/components/listing';
import type { ListSort } from '@/shared/components/tableSort';
import { formatDate } from '@/shared/format';
import type { ListColumn } from './ListCards';
import { sortable } from './ListView';

/** "Stare" of a record that can be set inactive: green while active (`on` and `off` agree with its noun). */
export function activeColumn<T>(on = 'Activă', off = 'Inactivă'): ListColumn<T> {
  return {
    title: 'Stare',
    dataIndex: 'active',
    key: 'active',
    render: (a: boolean) => (a ? <Tag color="green">{on}</Tag> : <Tag>{off}</Tag>),
  };
}

/** The day a record was created, sorted by the server (`title` agrees with its noun). */
export function createdColumn<T>(title: string, sort: ListSort): ListColumn<T> {
  return { title, dataIndex: 'created_at', ...sortable(sort, 'created_at'), render: (v: string) => formatDate(v) };
}

/** "Denumire" (or `title`): the record's name, sorted by the server, a link to `to` (its edit screen). */
export function nameColumn<T extends { name: string }>(
  sort: ListSort,
  to: (row: T) => string,
  title = 'Denumire',
): ListColumn<T> {
  return {
    title,
    dataIndex: 'name',
    ...sortable(sort, 'name'),
    render: (name: string, row) => <Link to={to(row)}>{name}</Link>,
  };
}

/** A free text (a description, notes), cut to the column's width; '—' when there is none. */
export function textColumn<T>(title: string, key: string): ListColumn<T> {
  return { title, dataIndex: key, key, ellipsis: true, render: (v: string | null) => v ?? '—' };
}

/**
 * "Acțiuni": Editează (`editTo`) and Șterge (asks `deleteTitle`, then `onDelete`), with `extra`'s
 * actions between them; `vertical` stacks them (a wide table).
 */
export function editDeleteColumn<T>({
  editTo,
  deleteTitle,
  onDelete,
  extra,
  vertical,
}: {
  editTo: (row: T) => string;
  deleteTitle: (row: T) => string;
  onDelete: (row: NoInfer<T>) => Promise<unknown>;
  extra?: (row: T) => ReactNode;
  vertical?: boolean;
}): ListColumn<T> {
  return {
    title: 'Acțiuni',
    key: 'actions',
    render: (_, row) => (
      <RowActions
        vertical={vertical}
        editTo={editTo(row)}
        deleteTitle={deleteTitle(row)}
        onDelete={() => onDelete(row)}
      >
        {extra?.(row)}
      </RowActions>
    ),
  };
}
