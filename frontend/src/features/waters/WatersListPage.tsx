import { useMemo, useState } from 'react';
import { Button, Flex, Select, Table, Tag, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useStatesQuery } from '@/features/states/api';
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
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate } from '@/shared/format';
import { useDeleteWaterMutation, useWatersQuery, type Water } from './api';
import { localPagination } from '@/shared/components/pagination';

const ACTIVE_OPTIONS = [
  { value: '', label: 'Toate' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** /company/waters: GET {base}/waters (plain array; search, active and sort on the server). */
export default function WatersListPage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<'' | '1' | '0'>('');
  const [sort, setSort] = useState<ListSort>({});
  const {
    data = [],
    isFetching,
    isLoading,
  } = useWatersQuery({
    companyId,
    search: search || undefined,
    active: active || undefined,
    ...sort,
  });
  const { data: states = [] } = useStatesQuery();
  const stateName = useMemo(() => new Map(states.map((s) => [s.id, s.name])), [states]);
  const [deleteWater] = useDeleteWaterMutation();
  const filtered = search !== '' || active !== '';

  const onDelete = async (w: Water) => {
    const answer = await deleteWater({ companyId, id: w.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success(answer.message || 'Apa a fost ștearsă.');
  };

  const columns: TableProps<Water>['columns'] = [
    {
      title: 'Denumire',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'name'),
      render: (name: string, w) => <Link to={`/company/waters/${w.id}/edit`}>{name}</Link>,
    },
    {
      title: 'Localitate',
      dataIndex: 'city',
      key: 'city',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'city'),
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
    {
      title: 'Stare',
      dataIndex: 'active',
      key: 'active',
      render: (a: boolean) => (a ? <Tag color="green">Activă</Tag> : <Tag>Inactivă</Tag>),
    },
    {
      title: 'Creată la',
      dataIndex: 'created_at',
      key: 'created_at',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'created_at'),
      render: (v: string) => formatDate(v),
    },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, w) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => void navigate(`/company/waters/${w.id}/edit`)}>
            Editează
          </Button>
          <DeleteAction title={`Ștergi apa „${w.name}”?`} onConfirm={() => onDelete(w)} />
        </Flex>
      ),
    },
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
    <>
      <ListHeader title="Ape">
        {/* The list is not paginated on the server: the rows on screen are the whole current filter. */}
        <ExportCsvButton fileBase="ape" columns={csvColumns} load={() => Promise.resolve(data)} />
        <AddButton label="Adaugă apă" onClick={() => void navigate('/company/waters/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox label="Caută ape" placeholder="Caută după denumire sau localitate" onSearch={setSearch} />
        <Select
          aria-label="Stare"
          value={active}
          onChange={setActive}
          options={ACTIVE_OPTIONS}
          style={{ width: 140 }}
        />
      </Flex>
      <Table<Water>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        className="table-scroll-x"
        onChange={(_p, _f, sorter) => setSort(sortFromTable(sorter))}
        locale={{
          emptyText: isLoading ? (
            ' '
          ) : (
            <ListEmpty
              text={filtered ? 'Nicio apă nu corespunde filtrului.' : 'Nu ai adăugat încă nicio apă.'}
              onAdd={() => void navigate('/company/waters/new')}
              addLabel="Adaugă apă"
            />
          ),
        }}
        pagination={localPagination(['apă', 'ape'])}
      />
    </>
  );
}
