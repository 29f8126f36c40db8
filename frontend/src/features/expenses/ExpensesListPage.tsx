import { useState } from 'react';
import { Button, DatePicker, Flex, Select, Statistic, Table, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppDispatch } from '@/app/hooks';
import { useWatersQuery } from '@/features/waters/api';
import {
  AddButton,
  DeleteAction,
  ExportCsvButton,
  ListEmpty,
  ListHeader,
  SearchBox,
} from '@/shared/components/listing';
import { useCompanyId } from '@/shared/components/resourceForm';
import { sortFromTable, sortOrderOf, type ListSort } from '@/shared/components/tableSort';
import { fetchAllPages, type CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import {
  categoryLabel,
  EXPENSE_CATEGORIES,
  expensesApi,
  useDeleteExpenseMutation,
  useExpensesQuery,
  type Expense,
  type ExpenseCategory,
  type ExpensesFilter,
} from './api';
import { serverPagination } from '@/shared/components/pagination';

type Range = [Dayjs | null, Dayjs | null] | null;

const csvColumns: CsvColumn<Expense>[] = [
  { title: 'Data', value: (e) => formatDate(e.spent_on) },
  { title: 'Categorie', value: (e) => categoryLabel(e.category) },
  { title: 'Sumă (lei)', value: (e) => formatAmount(e.amount) },
  { title: 'Apă', value: (e) => e.water?.name },
  { title: 'Furnizor', value: (e) => e.supplier },
  { title: 'Nr. document', value: (e) => e.document_number },
  { title: 'Descriere', value: (e) => e.description },
];

/** /company/expenses: POST {base}/expenses (paginated; search, filters, sort and totals on the server). */
export default function ExpensesListPage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ExpenseCategory | undefined>();
  const [waterId, setWaterId] = useState<number | undefined>();
  const [range, setRange] = useState<Range>(null);
  const [sort, setSort] = useState<ListSort>({ sort_by: 'spent_on', sort_dir: 'desc' });
  const { data: waters = [] } = useWatersQuery({ companyId });

  const filter: Omit<ExpensesFilter, 'page' | 'per_page'> = {
    search: search || undefined,
    category,
    water_id: waterId,
    date_from: range?.[0]?.format('YYYY-MM-DD'),
    date_to: range?.[1]?.format('YYYY-MM-DD'),
    ...sort,
  };
  const { data, isFetching, isLoading } = useExpensesQuery({ companyId, page, per_page: perPage, ...filter });
  const [deleteExpense] = useDeleteExpenseMutation();
  const filtered = !!(search || category || waterId || range);
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const onDelete = async (e: Expense) => {
    const answer = await deleteExpense({ companyId, id: e.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success(answer.message || 'Cheltuiala a fost ștearsă.');
  };

  const loadAll = () =>
    fetchAllPages((p) =>
      dispatch(
        expensesApi.endpoints.expenses.initiate(
          { companyId, ...filter, page: p, per_page: 100 },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    );

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });

  const columns: TableProps<Expense>['columns'] = [
    { title: 'Data', dataIndex: 'spent_on', ...sorted('spent_on'), render: (v: string) => formatDate(v) },
    { title: 'Categorie', dataIndex: 'category', ...sorted('category'), render: (c: string) => categoryLabel(c) },
    { title: 'Sumă', dataIndex: 'amount', align: 'right', ...sorted('amount'), render: (v: string) => formatLei(v) },
    { title: 'Apă', key: 'water', render: (_, e) => e.water?.name ?? '—' },
    { title: 'Furnizor', dataIndex: 'supplier', key: 'supplier', render: (v: string | null) => v ?? '—' },
    {
      title: 'Nr. document',
      dataIndex: 'document_number',
      key: 'document_number',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Descriere',
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, e) => (
        <Flex vertical align="start">
          <Button type="link" size="small" onClick={() => void navigate(`/company/expenses/${e.id}/edit`)}>
            Editează
          </Button>
          <DeleteAction
            title={`Ștergi cheltuiala de ${formatLei(e.amount)} din ${formatDate(e.spent_on)}?`}
            onConfirm={() => onDelete(e)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListHeader title="Cheltuieli">
        <ExportCsvButton fileBase="cheltuieli" columns={csvColumns} load={loadAll} />
        <AddButton label="Adaugă cheltuială" onClick={() => void navigate('/company/expenses/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Caută cheltuieli"
          placeholder="Caută furnizor, document, descriere"
          onSearch={refilter(setSearch)}
        />
        <Select
          aria-label="Categorie"
          allowClear
          placeholder="Toate categoriile"
          value={category}
          onChange={refilter((v?: ExpenseCategory) => setCategory(v))}
          options={EXPENSE_CATEGORIES}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Apă"
          allowClear
          placeholder="Toate apele"
          value={waterId}
          onChange={refilter((v?: number) => setWaterId(v))}
          options={waters.map((w) => ({ value: w.id, label: w.name }))}
          style={{ width: 200 }}
        />
        <DatePicker.RangePicker
          aria-label="Perioadă"
          format="DD.MM.YYYY"
          allowEmpty={[true, true]}
          placeholder={['De la', 'Până la']}
          value={range}
          onChange={refilter((v: Range) => setRange(v))}
        />
      </Flex>
      <Statistic
        title={filtered ? 'Total cheltuieli (filtrul curent)' : 'Total cheltuieli'}
        value={data ? formatLei(data.totals?.amount ?? 0) : '—'}
        style={{ marginBottom: 16 }}
      />
      <Table<Expense>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        className="table-scroll-x"
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action === 'sort') {
            setSort(sortFromTable(sorter));
            setPage(1);
          }
        }}
        locale={{
          emptyText: isLoading ? (
            ' '
          ) : (
            <ListEmpty
              text={filtered ? 'Nicio cheltuială nu corespunde filtrului.' : 'Nu ai înregistrat încă nicio cheltuială.'}
              onAdd={() => void navigate('/company/expenses/new')}
              addLabel="Adaugă cheltuială"
            />
          ),
        }}
        pagination={serverPagination(['cheltuială', 'cheltuieli'], data, {
          page,
          perPage,
          onChange: (p, size) => {
            setPage(p);
            setPerPage(size);
          },
        })}
      />
    </>
  );
}
