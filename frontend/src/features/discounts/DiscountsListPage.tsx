import { Link } from 'react-router';
import { RowActions } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatDate } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { ACTIVE_OPTIONS, FilterSelect } from '@/shared/list/filters';
import { useWholeList } from '@/shared/list/useListController';
import {
  DISCOUNT_TYPES,
  formatDiscountValue,
  useDeleteDiscountMutation,
  useDiscountsQuery,
  type Discount,
  type DiscountsFilter,
  type DiscountType,
} from './api';
import { rowAction } from '@/shared/list/rowAction';
import { activeColumn, createdColumn } from '@/shared/list/columns';

const typeLabel = (t: DiscountType) => DISCOUNT_TYPES.find((o) => o.value === t)?.label ?? t;

/** /company/discounts: GET {base}/discounts (plain array; search, active and type on the server). */
export default function DiscountsListPage() {
  const companyId = useCompanyId();
  const [deleteDiscount] = useDeleteDiscountMutation();
  const list = useWholeList<DiscountsFilter, Discount[], Discount>({
    noun: ['reducere', 'reduceri'],
    filters: ['active', 'type'],
    useQuery: useDiscountsQuery,
    toFilter: ({ search, filters }) => ({
      companyId,
      search: search || undefined,
      active: (filters.active as '1' | '0' | undefined) || undefined,
      type: filters.type as DiscountType | undefined,
    }),
    rowsOf: (data) => data,
    sortValue: (d, key) => (key === 'value' ? Number(d.value) : d[key as keyof Discount]),
  });
  const sort = list.params.sort;

  const onDelete = async (d: Discount) => {
    await rowAction(deleteDiscount({ companyId, id: d.id }).unwrap(), (a) => a.message || 'Reducerea a fost ștearsă.');
  };

  const columns: ListColumns<Discount> = [
    {
      title: 'Denumire',
      dataIndex: 'name',
      ...sortable(sort, 'name'),
      render: (name: string, d) => <Link to={`/company/discounts/${d.id}/edit`}>{name}</Link>,
    },
    { title: 'Tip', dataIndex: 'type', ...sortable(sort, 'type'), render: (t: DiscountType) => typeLabel(t) },
    {
      title: 'Valoare',
      dataIndex: 'value',
      align: 'right',
      ...sortable(sort, 'value'),
      render: (_: string, d) => formatDiscountValue(d),
    },
    {
      title: 'Descriere',
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    activeColumn(),
    createdColumn('Creată la', sort),
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, d) => (
        <RowActions
          editTo={`/company/discounts/${d.id}/edit`}
          deleteTitle={`Ștergi reducerea „${d.name}”?`}
          onDelete={() => onDelete(d)}
        />
      ),
    },
  ];

  const csvColumns: CsvColumn<Discount>[] = [
    { title: 'Denumire', value: (d) => d.name },
    { title: 'Tip', value: (d) => typeLabel(d.type) },
    { title: 'Valoare', value: (d) => formatDiscountValue(d) },
    { title: 'Descriere', value: (d) => d.description },
    { title: 'Activă', value: (d) => d.active },
    { title: 'Creată la', value: (d) => formatDate(d.created_at) },
  ];

  return (
    <ListView<Discount>
      title="Reduceri"
      list={list}
      columns={columns}
      csv={{ fileBase: 'reduceri', columns: csvColumns }}
      add={{ label: 'Adaugă reducere', to: '/company/discounts/new' }}
      search={{ label: 'Caută reduceri', placeholder: 'Caută după denumire', width: 280 }}
      filters={
        <>
          <FilterSelect list={list} name="type" label="Tip" placeholder="Toate tipurile" options={DISCOUNT_TYPES} />
          <FilterSelect list={list} name="active" label="Stare" options={ACTIVE_OPTIONS} width={140} />
        </>
      }
      empty={{ none: 'Nu ai definit încă nicio reducere.', filtered: 'Nicio reducere nu corespunde filtrului.' }}
    />
  );
}
