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
import { formatDate } from '@/shared/format';
import {
  DISCOUNT_TYPES,
  formatDiscountValue,
  useDeleteDiscountMutation,
  useDiscountsQuery,
  type Discount,
  type DiscountType,
} from './api';
import { localPagination } from '@/shared/components/pagination';

const ACTIVE_OPTIONS = [
  { value: '', label: 'Toate' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

const typeLabel = (t: DiscountType) => DISCOUNT_TYPES.find((o) => o.value === t)?.label ?? t;

/** /company/discounts: GET {base}/discounts (plain array; search, active and type on the server). */
export default function DiscountsListPage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<'' | '1' | '0'>('');
  const [type, setType] = useState<DiscountType | undefined>();
  const [sort, setSort] = useState<ListSort>({});
  const { data, isFetching, isLoading } = useDiscountsQuery({
    companyId,
    search: search || undefined,
    active: active || undefined,
    type,
  });
  const rows = useMemo(
    () => sortRows(data ?? [], sort, (d, key) => (key === 'value' ? Number(d.value) : d[key as keyof Discount])),
    [data, sort],
  );
  const [deleteDiscount] = useDeleteDiscountMutation();
  const filtered = search !== '' || active !== '' || type !== undefined;

  const onDelete = async (d: Discount) => {
    const answer = await deleteDiscount({ companyId, id: d.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success(answer.message || 'Reducerea a fost ștearsă.');
  };

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });

  const columns: TableProps<Discount>['columns'] = [
    {
      title: 'Denumire',
      dataIndex: 'name',
      ...sorted('name'),
      render: (name: string, d) => <Link to={`/company/discounts/${d.id}/edit`}>{name}</Link>,
    },
    { title: 'Tip', dataIndex: 'type', ...sorted('type'), render: (t: DiscountType) => typeLabel(t) },
    {
      title: 'Valoare',
      dataIndex: 'value',
      align: 'right',
      ...sorted('value'),
      render: (_: string, d) => formatDiscountValue(d),
    },
    {
      title: 'Descriere',
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Stare',
      dataIndex: 'active',
      key: 'active',
      render: (a: boolean) => (a ? <Tag color="green">Activă</Tag> : <Tag>Inactivă</Tag>),
    },
    { title: 'Creată la', dataIndex: 'created_at', ...sorted('created_at'), render: (v: string) => formatDate(v) },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, d) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => void navigate(`/company/discounts/${d.id}/edit`)}>
            Editează
          </Button>
          <DeleteAction title={`Ștergi reducerea „${d.name}”?`} onConfirm={() => onDelete(d)} />
        </Flex>
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
    <>
      <ListHeader title="Reduceri">
        <ExportCsvButton fileBase="reduceri" columns={csvColumns} load={() => Promise.resolve(rows)} />
        <AddButton label="Adaugă reducere" onClick={() => void navigate('/company/discounts/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox label="Caută reduceri" placeholder="Caută după denumire" onSearch={setSearch} />
        <Select
          aria-label="Tip"
          allowClear
          placeholder="Toate tipurile"
          value={type}
          onChange={(v?: DiscountType) => setType(v)}
          options={DISCOUNT_TYPES}
          style={{ width: 160 }}
        />
        <Select
          aria-label="Stare"
          value={active}
          onChange={setActive}
          options={ACTIVE_OPTIONS}
          style={{ width: 140 }}
        />
      </Flex>
      <Table<Discount>
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
              text={filtered ? 'Nicio reducere nu corespunde filtrului.' : 'Nu ai definit încă nicio reducere.'}
              onAdd={() => void navigate('/company/discounts/new')}
              addLabel="Adaugă reducere"
            />
          ),
        }}
        pagination={localPagination(['reducere', 'reduceri'])}
      />
    </>
  );
}
