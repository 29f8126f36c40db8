import { useMemo, useState } from 'react';
import { Button, Flex, Select, Table, Tag, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  AddButton,
  DeleteAction,
  ExportCsvButton,
  ListEmpty,
  ListHeader,
  SearchBox,
} from '@/shared/components/listing';
import { useCompanyId } from '@/shared/components/resourceForm';
import { sortFromTable, sortOrderOf, sortRows, type ListSort } from '@/shared/components/tableSort';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import { useDeletePlanMutation, usePlansQuery, type Plan } from './api';
import { formatDuration, formatRetention } from './duration';
import { localPagination } from '@/shared/components/pagination';

const ACTIVE_OPTIONS = [
  { value: '', label: 'Toate' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

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
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<'' | '1' | '0'>('');
  const [waterId, setWaterId] = useState<number | undefined>();
  const [sort, setSort] = useState<ListSort>({});
  const { data, isFetching, isLoading } = usePlansQuery({
    companyId,
    search: search || undefined,
    active: active || undefined,
    water_id: waterId,
  });
  const [deletePlan] = useDeletePlanMutation();
  const rows = useMemo(() => sortRows(data?.plans ?? [], sort, sortValue), [data, sort]);
  const filtered = search !== '' || active !== '' || waterId !== undefined;

  const onDelete = async (p: Plan) => {
    const answer = await deletePlan({ companyId, id: p.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success(answer.message || 'Planul a fost șters.');
  };

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });

  const columns: TableProps<Plan>['columns'] = [
    {
      title: 'Denumire',
      dataIndex: 'name',
      ...sorted('name'),
      render: (name: string, p) => <Link to={`/company/plans/${p.id}/edit`}>{name}</Link>,
    },
    { title: 'Ape', key: 'waters', render: (_, p) => p.waters.map((w) => w.name).join(', ') || '—' },
    { title: 'Durată', ...sorted('duration'), render: (_, p) => formatDuration(p.duration_value, p.duration_unit) },
    { title: 'Preț', dataIndex: 'price', align: 'right', ...sorted('price'), render: (v: string) => formatLei(v) },
    { title: 'Lansete', dataIndex: 'rods', align: 'right', ...sorted('rods'), render: (v: number | null) => v ?? '—' },
    {
      title: 'Reținere',
      dataIndex: 'retention_kg',
      ...sorted('retention_kg'),
      render: (v: string | null) => formatRetention(v),
    },
    { title: 'Noapte', dataIndex: 'night', key: 'night', render: (v: boolean) => (v ? 'Da' : 'Nu') },
    {
      title: 'Stare',
      dataIndex: 'active',
      key: 'active',
      render: (a: boolean) => (a ? <Tag color="green">Activ</Tag> : <Tag>Inactiv</Tag>),
    },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, p) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => void navigate(`/company/plans/${p.id}/edit`)}>
            Editează
          </Button>
          <DeleteAction title={`Ștergi planul „${p.name}”?`} onConfirm={() => onDelete(p)} />
        </Flex>
      ),
    },
  ];

  const csvColumns: CsvColumn<Plan>[] = [
    { title: 'Denumire', value: (p) => p.name },
    { title: 'Ape', value: (p) => p.waters.map((w) => w.name).join(', ') },
    { title: 'Durată', value: (p) => formatDuration(p.duration_value, p.duration_unit) },
    { title: 'Preț (lei)', value: (p) => formatAmount(p.price) },
    { title: 'Lansete', value: (p) => p.rods },
    { title: 'Reținere', value: (p) => formatRetention(p.retention_kg) },
    { title: 'Noapte', value: (p) => p.night },
    { title: 'Activ', value: (p) => p.active },
    { title: 'Descriere', value: (p) => p.description },
    { title: 'Creat la', value: (p) => formatDate(p.created_at) },
  ];

  return (
    <>
      <ListHeader title="Planuri">
        <ExportCsvButton fileBase="planuri" columns={csvColumns} load={() => Promise.resolve(rows)} />
        <AddButton label="Adaugă plan" onClick={() => void navigate('/company/plans/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox label="Caută planuri" placeholder="Caută după denumire" onSearch={setSearch} />
        <Select
          aria-label="Apă"
          allowClear
          placeholder="Toate apele"
          value={waterId}
          onChange={(v?: number) => setWaterId(v)}
          options={(data?.waters ?? []).map((w) => ({ value: w.id, label: w.name }))}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Stare"
          value={active}
          onChange={setActive}
          options={ACTIVE_OPTIONS}
          style={{ width: 140 }}
        />
      </Flex>
      <Table<Plan>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        className="table-scroll-x"
        onChange={(_p, _f, sorter) => setSort(sortFromTable(sorter))}
        locale={{
          emptyText: isLoading ? (
            ' '
          ) : (
            <ListEmpty
              text={filtered ? 'Niciun plan nu corespunde filtrului.' : 'Nu ai definit încă niciun plan de pescuit.'}
              onAdd={() => void navigate('/company/plans/new')}
              addLabel="Adaugă plan"
            />
          ),
        }}
        pagination={localPagination(['plan', 'planuri'])}
      />
    </>
  );
}
