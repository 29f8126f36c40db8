import { Tag } from 'antd';
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
