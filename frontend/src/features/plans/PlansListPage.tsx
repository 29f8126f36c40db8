import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { ACTIVE_OPTIONS, FilterSelect, filterId, searchActive } from '@/shared/list/filters';
import { useWholeList } from '@/shared/list/useListController';
import { useDeletePlanMutation, usePlansQuery, type Plan, type PlansFilter, type PlansResponse } from './api';
import { formatDuration, formatRetention } from './duration';
import { useDeleteRow } from '@/shared/list/rowAction';
import { activeColumn, editDeleteColumn, nameColumn } from '@/shared/list/columns';

const UNIT_HOURS = { hours: 1, days: 24, months: 24 * 30, years: 24 * 365 } as const;

/** Sort key of a column: the duration sorts by its length in hours. */
function sortValue(p: Plan, key: string): unknown {
  if (key === 'duration') return p.duration_value * UNIT_HOURS[p.duration_unit];
  return p[key as keyof Plan];
}

/**
 * /company/plans: GET {base}/plans (search, active and water on the server). The answer is the
 * whole filtered list, so sorting and paging happen here.
 */
export default function PlansListPage() {
  const companyId = useCompanyId();
  const onDelete = useDeleteRow(useDeletePlanMutation, 'Planul a fost șters.');
  const editTo = (p: Plan) => `/company/plans/${p.id}/edit`;
  const list = useWholeList<PlansFilter, PlansResponse, Plan>({
    noun: ['plan', 'planuri'],
    filters: ['active', 'water_id'],
    useQuery: usePlansQuery,
    toFilter: (params) => ({ companyId, ...searchActive(params), waterId: filterId(params.filters.water_id) }),
    rowsOf: (data) => data.plans,
    sortValue,
  });
  const sort = list.params.sort;

  const columns: ListColumns<Plan> = [
    nameColumn(sort, editTo),
    { title: 'Ape', key: 'waters', render: (_, p) => p.waters.map((w) => w.name).join(', ') || '—' },
    {
      title: 'Durată',
      ...sortable(sort, 'duration'),
      render: (_, p) => formatDuration(p.duration_value, p.duration_unit),
    },
    {
      title: 'Preț',
      dataIndex: 'price',
      align: 'right',
      ...sortable(sort, 'price'),
      render: (v: string) => formatLei(v),
    },
    {
      title: 'Lansete',
      dataIndex: 'rods',
      align: 'right',
      ...sortable(sort, 'rods'),
      render: (v: number | null) => v ?? '—',
    },
    {
      title: 'Reținere',
      dataIndex: 'retention_kg',
      ...sortable(sort, 'retention_kg'),
      render: (v: string | null) => formatRetention(v),
    },
    {
      // What each kilo kept above the allowance costs at the exit.
      title: 'Surplus',
      dataIndex: 'extra_kg_price',
      align: 'right',
      render: (v: string) => `${formatLei(v)}/kg`,
    },
    { title: 'Noapte', dataIndex: 'night', key: 'night', render: (v: boolean) => (v ? 'Da' : 'Nu') },
    activeColumn('Activ', 'Inactiv'),
    editDeleteColumn({ editTo, deleteTitle: (p) => `Ștergi planul „${p.name}”?`, onDelete }),
  ];

  const csvColumns: CsvColumn<Plan>[] = [
    { title: 'Denumire', value: (p) => p.name },
    { title: 'Ape', value: (p) => p.waters.map((w) => w.name).join(', ') },
    { title: 'Durată', value: (p) => formatDuration(p.duration_value, p.duration_unit) },
    { title: 'Preț (lei)', value: (p) => formatAmount(p.price) },
    { title: 'Lansete', value: (p) => p.rods },
    { title: 'Reținere', value: (p) => formatRetention(p.retention_kg) },
    { title: 'Surplus (lei/kg)', value: (p) => formatAmount(p.extra_kg_price) },
    { title: 'Noapte', value: (p) => p.night },
    { title: 'Activ', value: (p) => p.active },
    { title: 'Descriere', value: (p) => p.description },
    { title: 'Creat la', value: (p) => formatDate(p.created_at) },
  ];

  return (
    <ListView<Plan>
      title="Planuri"
      list={list}
      columns={columns}
      csv={{ fileBase: 'planuri', columns: csvColumns }}
      add={{ label: 'Adaugă plan', to: '/company/plans/new' }}
      search={{ label: 'Caută planuri', placeholder: 'Caută după denumire', width: 280 }}
      filters={
        <>
          <FilterSelect
            name="water_id"
            label="Apă"
            placeholder="Toate apele"
            options={(list.data?.waters ?? []).map((w) => ({ value: w.id, label: w.name }))}
            width={200}
          />
          <FilterSelect name="active" label="Stare" options={ACTIVE_OPTIONS} width={140} />
        </>
      }
      empty={{ none: 'Nu ai definit încă niciun plan de pescuit.', filtered: 'Niciun plan nu corespunde filtrului.' }}
    />
  );
}
