/**
 * A list on a phone (under 600 px): each row a card, read from the table's own column declarations.
 * The card's title is the column marked `card: 'title'` (else the first); the actions are the
 * columns marked `card: 'actions'` (else the one keyed `actions`), always visible at the card's
 * foot; every other column is a "label: value" line, left out when empty or marked `card: 'hidden'`.
 * The pagination and the loading and empty states are the table's.
 */
import { isValidElement, type CSSProperties, type MouseEventHandler, type ReactNode } from 'react';
import { Pagination, Spin, type TableProps } from 'antd';

/** Where a column goes on a phone's card (ListCards); the default suits most lists. */
export type CardRole = 'title' | 'actions' | 'hidden';

type AntColumn<T> = NonNullable<TableProps<T>['columns']>[number];
/** A list column: antd's, and where it goes on a phone's card. */
export type ListColumn<T> = AntColumn<T> & { card?: CardRole; children?: ListColumn<T>[] };

/** The leaf columns, in order (a group's children in its place). */
function leaves<T>(columns: readonly ListColumn<T>[]): ListColumn<T>[] {
  return columns.flatMap((c) => (c.children?.length ? leaves(c.children) : [c]));
}

function valueAt(row: object, dataIndex: unknown): unknown {
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  if (!path.length) return undefined;
  let v: unknown = row;
  for (const k of path) v = v == null ? undefined : (v as Record<string | number, unknown>)[k as string];
  return v;
}

/** A cell as the table renders it (the column's `render`, else the value). */
function cellOf<T extends object>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, 'dataIndex' in column ? column.dataIndex : undefined);
  const out: unknown = column.render ? column.render(value, row, index) : value;
  // antd lets `render` answer { children, props } (row and column spans).
  if (out && typeof out === 'object' && !isValidElement(out) && 'children' in out) {
    return (out as { children: ReactNode }).children;
  }
  return out as ReactNode;
}

/** Nothing to show: no value, or the table's dash for one. */
const isEmpty = (node: ReactNode) =>
  node === null || node === undefined || node === false || node === '' || node === '—';

function titleOf<T>(column: ListColumn<T>): ReactNode {
  const t = column.title as unknown;
  return typeof t === 'function' ? (t as (p: object) => ReactNode)({}) : (t as ReactNode);
}

const keyOf = <T,>(c: ListColumn<T>, i: number) =>
  String(c.key ?? ('dataIndex' in c && c.dataIndex !== undefined ? String(c.dataIndex) : i));

export function ListCards<T extends object>({
  rows,
  columns,
  loading,
  empty,
  pagination,
  rowKey,
  onRow,
}: {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  loading: boolean;
  /** The empty state (nothing while the first page is on its way). */
  empty: ReactNode;
  pagination: TableProps<T>['pagination'];
  rowKey: TableProps<T>['rowKey'];
  onRow?: TableProps<T>['onRow'];
}) {
  const all = leaves(columns);
  const title = all.find((c) => c.card === 'title') ?? all.find((c) => c.card !== 'actions' && c.card !== 'hidden');
  const marked = all.filter((c) => c.card === 'actions');
  const actions = marked.length ? marked : all.filter((c) => c.key === 'actions' && c.card === undefined);
  const fields = all.filter((c) => c !== title && !actions.includes(c) && c.card !== 'hidden');
  const keyFor = (row: T, i: number) =>
    typeof rowKey === 'function'
      ? rowKey(row, i)
      : String((row as Record<string, string | number | undefined>)[(rowKey as string | undefined) ?? 'id'] ?? i);

  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <div className="list-cards-empty">{empty}</div>
      ) : (
        <ul className="list-cards" data-testid="list-cards">
          {rows.map((row, i) => {
            const { className, onClick, style } = (onRow?.(row, i) ?? {}) as {
              className?: string;
              onClick?: MouseEventHandler<HTMLElement>;
              style?: CSSProperties;
            };
            return (
              <li
                key={keyFor(row, i)}
                className={className ? `list-card ${className}` : 'list-card'}
                style={style}
                onClick={onClick}
              >
                {title && <div className="list-card-title">{cellOf(title, row, i)}</div>}
                {fields.length > 0 && (
                  <dl className="list-card-fields">
                    {fields.map((c, n) => {
                      const cell = cellOf(c, row, i);
                      if (isEmpty(cell)) return null;
                      return (
                        <div key={keyOf(c, n)} className="list-card-field">
                          <dt>{titleOf(c)}</dt>
                          <dd>{cell}</dd>
                        </div>
                      );
                    })}
                  </dl>
                )}
                {actions.length > 0 && (
                  <div className="list-card-actions">
                    {actions.map((c, n) => (
                      <div key={keyOf(c, n)}>{cellOf(c, row, i)}</div>
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pagination && rows.length > 0 && (
        <Pagination className="list-cards-pagination" size="small" align="center" {...pagination} />
      )}
    </Spin>
  );
}
