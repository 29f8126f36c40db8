import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatDate } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { ACTIVE_OPTIONS, FilterSelect, searchActive } from '@/shared/list/filters';
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
import { useDeleteRow } from '@/shared/list/rowAction';
import { activeColumn, createdColumn, editDeleteColumn, nameColumn, textColumn } from '@/shared/list/columns';

const typeLabel = (t: DiscountType) => DISCOUNT_TYPES.find((o) => o.value === t)?.label ?? t;

/** /company/discounts: GET {base}/discounts (plain array; search, active and type on the server). */
export default function DiscountsListPage() {
  const companyId = useCompanyId();
  const onDelete = useDeleteRow(useDeleteDiscountMutation, 'Reducerea a fost ștearsă.');
  const editTo = (d: Discount) => `/company/discounts/${d.id}/edit`;
  const list = useWholeList<DiscountsFilter, Discount[], Discount>({
    noun: ['reducere', 'reduceri'],
    filters: ['active', 'type'],
    useQuery: useDiscountsQuery,
    toFilter: (params) => ({
      companyId,
      ...searchActive(params),
      type: params.filters.type as DiscountType | undefined,
    }),
    rowsOf: (data) => data,
    sortValue: (d, key) => (key === 'value' ? Number(d.value) : d[key as keyof Discount]),
  });
  const sort = list.params.sort;

  const columns: ListColumns<Discount> = [
    nameColumn(sort, editTo),
    { title: 'Tip', dataIndex: 'type', ...sortable(sort, 'type'), render: (t: DiscountType) => typeLabel(t) },
    {
      title: 'Valoare',
      dataIndex: 'value',
      align: 'right',
      ...sortable(sort, 'value'),
      render: (_: string, d) => formatDiscountValue(d),
    },
    textColumn('Descriere', 'description'),
    activeColumn(),
    createdColumn('Creată la', sort),
    editDeleteColumn({ editTo, deleteTitle: (d) => `Ștergi reducerea „${d.name}”?`, onDelete }),
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
          <FilterSelect name="type" label="Tip" placeholder="Toate tipurile" options={DISCOUNT_TYPES} />
          <FilterSelect name="active" label="Stare" options={ACTIVE_OPTIONS} width={140} />
        </>
      }
      empty={{ none: 'Nu ai definit încă nicio reducere.', filtered: 'Nicio reducere nu corespunde filtrului.' }}
    />
  );
}
