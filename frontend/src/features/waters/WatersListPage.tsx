import { useMemo } from 'react';
import { Link } from 'react-router';
import { useStatesQuery } from '@/features/states/api';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { ACTIVE_OPTIONS, FilterSelect, searchActive } from '@/shared/list/filters';
import { useWholeList } from '@/shared/list/useListController';
import { useDeleteWaterMutation, useWatersQuery, type Water, type WatersFilter } from './api';
import { useDeleteRow } from '@/shared/list/rowAction';
import { activeColumn, createdColumn, editDeleteColumn, nameColumn } from '@/shared/list/columns';

/**
 * /company/waters: GET {base}/waters, a plain array filtered on the server (search, active); sorted
 * and paged in the browser (useWholeList).
 */
export default function WatersListPage() {
  const companyId = useCompanyId();
  const list = useWholeList<WatersFilter, Water[], Water>({
    noun: ['apă', 'ape'],
    filters: ['active'],
    useQuery: useWatersQuery,
    toFilter: (params) => ({ companyId, ...searchActive(params) }),
    rowsOf: (data) => data,
  });
  const sort = list.params.sort;
  const { data: states = [] } = useStatesQuery();
  const stateName = useMemo(() => new Map(states.map((s) => [s.id, s.name])), [states]);
  const onDelete = useDeleteRow(useDeleteWaterMutation, 'Apa a fost ștearsă.');
  const editTo = (w: Water) => `/company/waters/${w.id}/edit`;

  const columns: ListColumns<Water> = [
    nameColumn(sort, editTo),
    {
      title: 'Localitate',
      dataIndex: 'city',
      ...sortable(sort, 'city'),
      render: (city: string | null, w) =>
        [city, w.state_id ? stateName.get(w.state_id) : null].filter(Boolean).join(', ') || '—',
    },
    {
      title: 'Suprafață',
      dataIndex: 'surface_ha',
      key: 'surface_ha',
      align: 'right',
      render: (v: string | null) => (v === null ? '—' : `${formatAmount(v)} ha`),
    },
    {
      title: 'Specii',
      key: 'fishes',
      render: (_, w) => (w.fishes.length ? w.fishes.map((f) => f.name).join(', ') : '—'),
    },
    activeColumn(),
    createdColumn('Creată la', sort),
    editDeleteColumn({
      editTo,
      deleteTitle: (w) => `Ștergi apa „${w.name}”?`,
      onDelete,
      extra: (w) => (
        <Link to={`/company/waters/${w.id}/stands`} className="row-action">
          Standuri
        </Link>
      ),
    }),
  ];

  const csvColumns: CsvColumn<Water>[] = [
    { title: 'Denumire', value: (w) => w.name },
    { title: 'Județ', value: (w) => (w.state_id ? stateName.get(w.state_id) : null) },
    { title: 'Localitate', value: (w) => w.city },
    { title: 'Suprafață (ha)', value: (w) => (w.surface_ha === null ? null : formatAmount(w.surface_ha)) },
    { title: 'Specii de pește', value: (w) => w.fishes.map((f) => f.name).join(', ') },
    { title: 'Latitudine', value: (w) => w.latitude },
    { title: 'Longitudine', value: (w) => w.longitude },
    { title: 'Activă', value: (w) => w.active },
    { title: 'Descriere', value: (w) => w.description },
    { title: 'Creată la', value: (w) => formatDate(w.created_at) },
  ];

  return (
    <ListView<Water>
      title="Ape"
      list={list}
      columns={columns}
      csv={{ fileBase: 'ape', columns: csvColumns }}
      add={{ label: 'Adaugă apă', to: '/company/waters/new' }}
      search={{ label: 'Caută ape', placeholder: 'Caută după denumire sau localitate', width: 280 }}
      filters={<FilterSelect name="active" label="Stare" options={ACTIVE_OPTIONS} width={140} />}
      empty={{ none: 'Nu ai adăugat încă nicio apă.', filtered: 'Nicio apă nu corespunde filtrului.' }}
    />
  );
}
