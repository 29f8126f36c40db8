/**
 * The one list component, after react-admin's ListBase + List: header (title, CSV export of the
 * current filter, "Adaugă"), search box and filters bound to the URL, and the table with the
 * pagination and the loading and empty states. A list page declares columns and filters.
 *
 * On a phone (under 600 px) the rows are cards built from the same columns (ListCards), with each
 * row's actions visible; wider, the table sizes its columns to their content (a header wraps
 * between words) and scrolls inside itself, with its first column fixed, when they need more room.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { Flex, Table, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { AddButton, ExportCsvButton, ListEmpty, ListFailed, ListHeader, SearchBox } from '@/shared/components/listing';
import { sortFromTable, sortOrderOf, type ListSort } from '@/shared/components/tableSort';
import { serverPagination } from '@/shared/components/pagination';
import type { CsvColumn } from '@/shared/csv';
import { awaitingFirstPage, type ListController, type Noun, type PageOf } from './useListController';
import { useNarrow } from '@/shared/useNarrow';
import { ListCards, type ListColumn } from './ListCards';
import { ListFilters } from './filters';

export type { CardRole, ListColumn } from './ListCards';
/** A list's columns: antd's, each with where it goes on a phone's card (`card`, see ListCards). */
export type ListColumns<T> = ListColumn<T>[];

/** `{ key, sorter, sortOrder }` of a column the server (or the whole list) sorts by `key`. */
export function sortable(sort: ListSort, key: string) {
  return { key, sorter: true, sortOrder: sortOrderOf(sort, key) } as const;
}

/** The columns with the first one fixed on the left (it stays while a narrow table scrolls); antd's own props only. */
export function fixFirst<T>(columns: ListColumns<T>): NonNullable<TableProps<T>['columns']> {
  return columns.map(({ card: _card, ...c }, i) => (i === 0 ? { ...c, fixed: 'left' as const } : c));
}

/**
 * A page of a list: the table part, also used alone (a client's passes and receipts).
 * Sorting goes to `onSort`, paging to `pagination.onChange`.
 */
export function ListTable<T extends object>({
  rows,
  columns,
  loading,
  firstLoad,
  emptyText,
  onAdd,
  addLabel,
  onSort,
  pagination,
  rowKey = 'id',
  onRow,
  minWidth = 900,
  failed = false,
  onRetry,
}: {
  rows: readonly T[];
  columns: ListColumns<T>;
  loading: boolean;
  firstLoad: boolean;
  emptyText: string;
  onAdd?: () => void;
  addLabel?: string;
  onSort: (sort: ListSort) => void;
  pagination: TableProps<T>['pagination'];
  rowKey?: TableProps<T>['rowKey'];
  onRow?: TableProps<T>['onRow'];
  minWidth?: number;
  /** The last read got no answer: instead of the empty state, a way to read it again. */
  failed?: boolean;
  onRetry?: () => void;
}) {
  const narrow = useNarrow();
  const empty = firstLoad ? null : failed && onRetry ? (
    <ListFailed onRetry={onRetry} />
  ) : (
    <ListEmpty text={emptyText} onAdd={onAdd} addLabel={addLabel} />
  );
  if (narrow) {
    return (
      <ListCards<T>
        rows={rows}
        columns={columns}
        loading={loading}
        empty={empty}
        pagination={pagination}
        rowKey={rowKey}
        onRow={onRow}
      />
    );
  }
  return (
    <Table<T>
      rowKey={rowKey}
      columns={fixFirst(columns)}
      dataSource={rows}
      loading={loading}
      tableLayout="auto"
      scroll={{ x: minWidth }}
      onRow={onRow}
      onChange={(_p, _f, sorter, extra) => {
        if (extra.action === 'sort') onSort(sortFromTable(sorter));
      }}
      locale={{ emptyText: empty ?? ' ' }}
      pagination={pagination}
    />
  );
}

/** The props of a table of server pages (PassesTable, ReceiptsTable): a page, its sort and its paging. */
export interface PageTableProps<P> {
  data: P | undefined;
  loading: boolean;
  emptyText: string;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  onPage: (page: number, perPage: number) => void;
  /** The angler's column (not on the angler's own page). */
  showClient?: boolean;
  /** The last read got no answer, and how to read it again. */
  failed?: boolean;
  onRetry?: () => void;
}

/** A server list's controller as the props of its own table: the page, the sort, the paging, the empty text. */
export function pageTableProps<P>(
  list: ListController<unknown> & { data: P | undefined },
  empty: { none: string; filtered: string },
): PageTableProps<P> {
  return {
    data: list.data,
    loading: list.loading,
    emptyText: list.filtered ? empty.filtered : empty.none,
    sort: list.params.sort,
    onSort: list.setSort,
    onPage: list.setPage,
    failed: list.failed,
    onRetry: list.retry,
  };
}

/** A row's action (cancel, restore…) with its success message: ./rowAction.ts. */
export { rowAction } from './rowAction';

/**
 * A server page of rows with its own paging (a client's passes and receipts; the passes and
 * receipts lists hand it their controller's page). The page renders in the background (React
 * yields every few ms), so 100 rows do not hold the main thread in one long task; the old page
 * stays, dimmed, until the new one is ready.
 */
export function PagedTable<T extends object>({
  page: { data, loading, emptyText, onSort, onPage, failed, onRetry },
  noun,
  columns,
  onRow,
}: {
  /** The page and its sort and paging: the table's own props (PassesTable's, ReceiptsTable's). */
  page: PageTableProps<PageOf<T>>;
  noun: Noun;
  columns: ListColumns<T>;
  onRow?: TableProps<T>['onRow'];
}) {
  const shown = useDeferredValue(data);
  return (
    <ListTable<T>
      rows={shown?.data ?? []}
      columns={columns}
      loading={loading || shown !== data}
      firstLoad={awaitingFirstPage(shown, data, loading)}
      emptyText={emptyText}
      failed={failed}
      onRetry={onRetry}
      onSort={onSort}
      onRow={onRow}
      pagination={serverPagination(noun, shown, { onChange: onPage })}
    />
  );
}

export interface ListViewProps<T> {
  title: string;
  list: ListController<T>;
  /** The table's columns; or `table`, a table of the page's own. */
  columns?: ListColumns<T>;
  /** The search box; none when the list has no search. */
  search?: { label: string; placeholder: string; width?: number };
  /** Filter inputs (FilterSelect, DateRangeFilter…), each bound to `list`'s filters. */
  filters?: ReactNode;
  /** Between the filters and the table (the totals of the current filter). */
  summary?: ReactNode;
  /** CSV export of every row of the current filter; `load` replaces reading the list page by page. */
  csv?: { fileBase: string; columns: readonly CsvColumn<T>[]; load?: () => Promise<T[]> };
  /** "Adaugă …" in the header and in the empty state of an unfiltered list. */
  add?: { label: string; to: string };
  empty?: { none: string; filtered: string };
  rowKey?: TableProps<T>['rowKey'];
  onRow?: TableProps<T>['onRow'];
  minWidth?: number;
  /** Replaces the table (a list that renders its own, like the passes). */
  table?: ReactNode;
  /** Below the table. */
  footer?: ReactNode;
}

export function ListView<T extends object>(props: ListViewProps<T>) {
  const { list, add } = props;
  const navigate = useNavigate();
  const onAdd = add ? () => void navigate(add.to) : undefined;
  const loadAll = props.csv?.load ?? list.loadAll;
  return (
    <>
      <ListHeader title={props.title}>
        {props.csv && <ExportCsvButton fileBase={props.csv.fileBase} columns={props.csv.columns} load={loadAll} />}
        {add && onAdd && <AddButton label={add.label} onClick={onAdd} />}
      </ListHeader>
      {(props.search || props.filters) && (
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          {props.search && (
            <SearchBox
              label={props.search.label}
              placeholder={props.search.placeholder}
              initial={list.params.search}
              onSearch={list.setSearch}
              width={props.search.width ?? 320}
            />
          )}
          <ListFilters list={list}>{props.filters}</ListFilters>
        </Flex>
      )}
      {props.summary}
      {props.table ?? (
        <ListTable<T>
          rows={list.rows}
          columns={props.columns ?? []}
          loading={list.loading}
          firstLoad={list.firstLoad}
          emptyText={(list.filtered ? props.empty?.filtered : props.empty?.none) ?? ''}
          failed={list.failed}
          onRetry={list.retry}
          onAdd={list.filtered ? undefined : onAdd}
          addLabel={add?.label}
          onSort={list.setSort}
          pagination={list.pagination}
          rowKey={props.rowKey}
          onRow={props.onRow}
          minWidth={props.minWidth}
        />
      )}
      {props.footer}
    </>
  );
}
