import { Statistic } from 'antd';
import { WaterFilter } from '@/features/waters/WaterFilter';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { DateRangeFilter, FilterSelect, filterId, searchPeriodSort } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import {
  categoryLabel,
  documentTypeLabel,
  EXPENSE_CATEGORIES,
  paymentMethodLabel,
  expensesApi,
  useDeleteExpenseMutation,
  type Expense,
  type ExpenseCategory,
  type ExpensesFilter,
} from './api';
import { useDeleteRow } from '@/shared/list/rowAction';
import { editDeleteColumn, textColumn } from '@/shared/list/columns';

const csvColumns: CsvColumn<Expense>[] = [
  { title: 'Data', value: (e) => formatDate(e.spent_on) },
  { title: 'Categorie', value: (e) => categoryLabel(e.category) },
  { title: 'Sumă (lei)', value: (e) => formatAmount(e.amount) },
  { title: 'Apă', value: (e) => e.water?.name },
  { title: 'Plătită', value: (e) => paymentMethodLabel(e.payment_method) },
  { title: 'Furnizor', value: (e) => e.supplier },
  { title: 'CUI furnizor', value: (e) => e.supplier_cui },
  { title: 'Document', value: (e) => documentTypeLabel(e.document_type) },
  { title: 'Nr. document', value: (e) => e.document_number },
  { title: 'Data documentului', value: (e) => (e.document_date ? formatDate(e.document_date) : '') },
  { title: 'Descriere', value: (e) => e.description },
];

/** /company/expenses: POST {base}/expenses (paginated; search, filters, sort and totals on the server). */
export default function ExpensesListPage() {
  const companyId = useCompanyId();
  const onDelete = useDeleteRow(useDeleteExpenseMutation, 'Cheltuiala a fost ștearsă.');
  const list = useServerList({
    noun: ['cheltuială', 'cheltuieli'],
    filters: ['category', 'water_id', 'from', 'to'],
    defaults: { sort: { sort_by: 'spent_on', sort_dir: 'desc' } },
    endpoint: expensesApi.endpoints.expensesControllerList,
    toArg: (expenseFilterDto: ExpensesFilter) => ({ companyId, expenseFilterDto }),
    toFilter: (params) => ({
      ...searchPeriodSort(params),
      category: params.filters.category as ExpenseCategory | undefined,
      water_id: filterId(params.filters.water_id),
    }),
  });
  const sort = list.params.sort;

  const columns: ListColumns<Expense> = [
    { title: 'Data', dataIndex: 'spent_on', ...sortable(sort, 'spent_on'), render: (v: string) => formatDate(v) },
    {
      title: 'Categorie',
      dataIndex: 'category',
      ...sortable(sort, 'category'),
      render: (c: string) => categoryLabel(c),
    },
    {
      title: 'Sumă',
      dataIndex: 'amount',
      align: 'right',
      ...sortable(sort, 'amount'),
      render: (v: string) => formatLei(v),
    },
    { title: 'Apă', key: 'water', render: (_, e) => e.water?.name ?? '—' },
    {
      title: 'Plătită',
      dataIndex: 'payment_method',
      key: 'payment_method',
      render: (v: string) => paymentMethodLabel(v),
    },
    {
      title: 'Furnizor',
      dataIndex: 'supplier',
      key: 'supplier',
      render: (v: string | null, e) => (v ? (e.supplier_cui ? `${v} (${e.supplier_cui})` : v) : '—'),
    },
    {
      title: 'Document',
      dataIndex: 'document_number',
      key: 'document_number',
      render: (v: string | null, e) =>
        [documentTypeLabel(e.document_type), v, e.document_date ? `din ${formatDate(e.document_date)}` : null]
          .filter(Boolean)
          .join(' ') || '—',
    },
    textColumn('Descriere', 'description'),
    editDeleteColumn({
      vertical: true,
      editTo: (e) => `/company/expenses/${e.id}/edit`,
      deleteTitle: (e) => `Ștergi cheltuiala de ${formatLei(e.amount)} din ${formatDate(e.spent_on)}?`,
      onDelete,
    }),
  ];

  return (
    <ListView<Expense>
      title="Cheltuieli"
      list={list}
      columns={columns}
      csv={{ fileBase: 'cheltuieli', columns: csvColumns }}
      add={{ label: 'Adaugă cheltuială', to: '/company/expenses/new' }}
      search={{ label: 'Caută cheltuieli', placeholder: 'Caută furnizor, document, descriere', width: 280 }}
      filters={
        <>
          <FilterSelect
            name="category"
            label="Categorie"
            placeholder="Toate categoriile"
            options={EXPENSE_CATEGORIES}
            width={200}
          />
          <WaterFilter />
          <DateRangeFilter />
        </>
      }
      summary={
        <Statistic
          title={list.filtered ? 'Total cheltuieli (filtrul curent)' : 'Total cheltuieli'}
          value={list.data ? formatLei(list.data.totals?.amount ?? 0) : '—'}
          style={{ marginBottom: 16 }}
        />
      }
      empty={{
        none: 'Nu ai înregistrat încă nicio cheltuială.',
        filtered: 'Nicio cheltuială nu corespunde filtrului.',
      }}
    />
  );
}
