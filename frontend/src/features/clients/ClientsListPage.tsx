import { useDeferredValue, useMemo, useState } from 'react';
import { Flex, Select, Table, Tag, Tooltip, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppDispatch } from '@/app/hooks';
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
import { fetchAllPages, type CsvColumn } from '@/shared/csv';
import { formatDate } from '@/shared/format';
import { clientsApi, useClientsQuery, useDeleteClientMutation, type Client, type ClientsFilter } from './api';
import { serverPagination } from '@/shared/components/pagination';

const BLOCKED_OPTIONS = [
  { value: '', label: 'Toți clienții' },
  { value: '0', label: 'Neblocați' },
  { value: '1', label: 'Blocați' },
];

/** /company/clients: POST {base}/clients (paginated; search, blocked filter and sort on the server). */
export default function ClientsListPage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [blocked, setBlocked] = useState<'' | '0' | '1'>('');
  const [sort, setSort] = useState<ListSort>({ sort_by: 'last_name', sort_dir: 'asc' });
  const { data: states = [] } = useStatesQuery();
  const stateName = useMemo(() => new Map(states.map((s) => [s.id, s.name])), [states]);

  const filter: Omit<ClientsFilter, 'page' | 'per_page'> = {
    search: search || undefined,
    blocked: blocked === '' ? undefined : blocked === '1',
    ...sort,
  };
  const { data, isFetching, isLoading } = useClientsQuery({ companyId, page, per_page: perPage, ...filter });
  // A new page renders in the background (see PassesTable); the old one stays dimmed meanwhile.
  const shown = useDeferredValue(data);
  const [deleteClient] = useDeleteClientMutation();
  const filtered = search !== '' || blocked !== '';
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const onDelete = async (c: Client) => {
    const answer = await deleteClient({ companyId, id: c.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success(answer.message || 'Clientul a fost șters.');
  };

  const loadAll = () =>
    fetchAllPages((p) =>
      dispatch(
        clientsApi.endpoints.clients.initiate(
          { companyId, ...filter, page: p, per_page: 100 },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    );

  const csvColumns: CsvColumn<Client>[] = [
    { title: 'Nume', value: (c) => c.last_name },
    { title: 'Prenume', value: (c) => c.first_name },
    { title: 'CNP', value: (c) => c.cnp },
    { title: 'Act identitate', value: (c) => [c.id_series, c.id_number].filter(Boolean).join(' ') || null },
    { title: 'Telefon', value: (c) => c.phone },
    { title: 'Email', value: (c) => c.email },
    { title: 'Județ', value: (c) => (c.state_id ? stateName.get(c.state_id) : null) },
    { title: 'Localitate', value: (c) => c.city },
    { title: 'Adresă', value: (c) => c.address },
    { title: 'Nr. auto', value: (c) => c.car_plate },
    { title: 'Blocat', value: (c) => c.blocked },
    { title: 'Motivul blocării', value: (c) => c.blocked_reason },
    { title: 'Observații', value: (c) => c.notes },
    { title: 'Înregistrat la', value: (c) => formatDate(c.created_at) },
  ];

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });

  const columns: TableProps<Client>['columns'] = [
    // Last and first name in one column (sorted by the last, then the first), so the list fits a laptop screen.
    {
      title: 'Nume și prenume',
      dataIndex: 'last_name',
      ...sorted('last_name'),
      render: (_: string, c) => (
        <Link to={`/company/clients/${c.id}`}>
          {c.last_name} {c.first_name}
        </Link>
      ),
    },
    { title: 'CNP', dataIndex: 'cnp', key: 'cnp', render: (v: string | null) => v ?? '—' },
    { title: 'Telefon', dataIndex: 'phone', key: 'phone', render: (v: string | null) => v ?? '—' },
    { title: 'Nr. auto', dataIndex: 'car_plate', key: 'car_plate', render: (v: string | null) => v ?? '—' },
    {
      title: 'Localitate',
      key: 'city',
      render: (_, c) => [c.city, c.state_id ? stateName.get(c.state_id) : null].filter(Boolean).join(', ') || '—',
    },
    {
      title: 'Stare',
      key: 'blocked',
      render: (_, c) =>
        c.blocked ? (
          <Tooltip title={c.blocked_reason}>
            <Tag color="red">Blocat</Tag>
          </Tooltip>
        ) : (
          <Tag color="green">Activ</Tag>
        ),
    },
    { title: 'Înregistrat la', dataIndex: 'created_at', ...sorted('created_at'), render: (v: string) => formatDate(v) },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, c) => (
        <Flex vertical align="start">
          <Link to={`/company/clients/${c.id}`} className="row-action">
            Fișa
          </Link>
          <Link to={`/company/clients/${c.id}/edit`} className="row-action">
            Editează
          </Link>
          <DeleteAction
            title={`Ștergi clientul „${c.name}”?`}
            description="Un client cu permise sau chitanțe nu poate fi șters."
            onConfirm={() => onDelete(c)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListHeader title="Clienți">
        <ExportCsvButton fileBase="clienti" columns={csvColumns} load={loadAll} />
        <AddButton label="Adaugă client" onClick={() => void navigate('/company/clients/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Caută clienți"
          placeholder="Caută după nume, CNP, telefon, nr. auto"
          onSearch={refilter(setSearch)}
          width={320}
        />
        <Select
          aria-label="Stare"
          value={blocked}
          onChange={refilter(setBlocked)}
          options={BLOCKED_OPTIONS}
          style={{ width: 160 }}
        />
      </Flex>
      <Table<Client>
        rowKey="id"
        columns={columns}
        dataSource={shown?.data ?? []}
        loading={isFetching || shown !== data}
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
              text={filtered ? 'Niciun client nu corespunde filtrului.' : 'Nu ai înregistrat încă niciun client.'}
              onAdd={filtered ? undefined : () => void navigate('/company/clients/new')}
              addLabel="Adaugă client"
            />
          ),
        }}
        pagination={serverPagination(['client', 'clienți'], shown, {
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
