import { useState } from 'react';
import { Button, Flex, Select, Table, Tag, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
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
import { formatDate, formatDateTime } from '@/shared/format';
import {
  COMPANY_ROLES,
  roleLabel,
  useCompanyUsersQuery,
  useDeleteCompanyUserMutation,
  useRestoreCompanyUserMutation,
  usersApi,
  type CompanyRole,
  type CompanyUser,
  type UsersFilter,
} from './api';
import { serverPagination } from '@/shared/components/pagination';

type Status = 'active' | 'all' | 'deleted';

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'active', label: 'Activi' },
  { value: 'all', label: 'Toți (inclusiv șterși)' },
  { value: 'deleted', label: 'Doar șterși' },
];

const csvColumns: CsvColumn<CompanyUser>[] = [
  { title: 'Nume', value: (u) => u.name },
  { title: 'Email', value: (u) => u.email },
  { title: 'Rol', value: (u) => roleLabel(u.role) },
  { title: 'Telefon', value: (u) => u.phone },
  { title: 'Ultima autentificare', value: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : null) },
  { title: 'Creat la', value: (u) => formatDate(u.created_at) },
  { title: 'Șters la', value: (u) => (u.deleted_at ? formatDate(u.deleted_at) : null) },
];

/** /company/users (role 2): POST {base}/users (paginated; search, role, deleted, sort on the server). */
export default function UsersListPage() {
  const companyId = useCompanyId();
  const me = useAppSelector((s) => s.auth.user?.id);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<CompanyRole | undefined>();
  const [status, setStatus] = useState<Status>('active');
  const [sort, setSort] = useState<ListSort>({});

  const filter: Omit<UsersFilter, 'page' | 'per_page'> = {
    search: search || undefined,
    role,
    ...(status === 'all' ? { with_deleted: true } : status === 'deleted' ? { only_deleted: true } : {}),
    ...sort,
  };
  const { data, isFetching, isLoading } = useCompanyUsersQuery({ companyId, page, per_page: perPage, ...filter });
  const [deleteUser] = useDeleteCompanyUserMutation();
  const [restoreUser] = useRestoreCompanyUserMutation();
  const filtered = !!(search || role || status !== 'active');
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const onDelete = async (u: CompanyUser) => {
    const answer = await deleteUser({ companyId, id: u.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success(answer.message || 'Utilizatorul a fost șters.');
  };
  const onRestore = async (u: CompanyUser) => {
    const answer = await restoreUser({ companyId, id: u.id })
      .unwrap()
      .catch(() => null);
    if (answer) toast.success('Utilizatorul a fost restaurat.');
  };

  const loadAll = () =>
    fetchAllPages((p) =>
      dispatch(
        usersApi.endpoints.companyUsers.initiate(
          { companyId, ...filter, page: p, per_page: 100 },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    );

  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });

  const columns: TableProps<CompanyUser>['columns'] = [
    {
      title: 'Nume',
      dataIndex: 'name',
      ...sorted('name'),
      render: (name: string, u) => (
        <>
          {name} {u.id === me && <Tag>tu</Tag>} {u.deleted_at && <Tag color="red">Șters</Tag>}
        </>
      ),
    },
    { title: 'Email', dataIndex: 'email', ...sorted('email') },
    { title: 'Rol', dataIndex: 'role', ...sorted('role'), render: (r: number) => roleLabel(r) },
    { title: 'Telefon', dataIndex: 'phone', key: 'phone', render: (v: string | null) => v ?? '—' },
    {
      title: 'Ultima autentificare',
      dataIndex: 'last_login_at',
      ...sorted('last_login_at'),
      render: (v: string | null) => (v ? formatDateTime(v) : 'Niciodată'),
    },
    { title: 'Creat la', dataIndex: 'created_at', ...sorted('created_at'), render: (v: string) => formatDate(v) },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, u) =>
        u.deleted_at ? (
          <Button type="link" size="small" onClick={() => void onRestore(u)}>
            Restaurează
          </Button>
        ) : (
          <Flex gap={4}>
            <Button type="link" size="small" onClick={() => void navigate(`/company/users/${u.id}/edit`)}>
              Editează
            </Button>
            {u.id !== me && (
              <DeleteAction
                title={`Ștergi utilizatorul „${u.name}”?`}
                description="Nu se va mai putea autentifica. Îl poți restaura oricând."
                onConfirm={() => onDelete(u)}
              />
            )}
          </Flex>
        ),
    },
  ];

  return (
    <>
      <ListHeader title="Utilizatori">
        <ExportCsvButton fileBase="utilizatori" columns={csvColumns} load={loadAll} />
        <AddButton label="Adaugă utilizator" onClick={() => void navigate('/company/users/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Caută utilizatori"
          placeholder="Caută după nume, email sau telefon"
          onSearch={refilter(setSearch)}
        />
        <Select
          aria-label="Rol"
          allowClear
          placeholder="Toate rolurile"
          value={role}
          onChange={refilter((v?: CompanyRole) => setRole(v))}
          options={COMPANY_ROLES}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Stare"
          value={status}
          onChange={refilter(setStatus)}
          options={STATUS_OPTIONS}
          style={{ width: 200 }}
        />
      </Flex>
      <Table<CompanyUser>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        className="table-scroll-x"
        rowClassName={(u) => (u.deleted_at ? 'row-deleted' : '')}
        onRow={(u) => (u.deleted_at ? { style: { color: 'rgba(0,0,0,0.45)', background: '#fafafa' } } : {})}
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
              text={filtered ? 'Niciun utilizator nu corespunde filtrului.' : 'Nu există utilizatori.'}
              onAdd={() => void navigate('/company/users/new')}
              addLabel="Adaugă utilizator"
            />
          ),
        }}
        pagination={serverPagination(['utilizator', 'utilizatori'], data, {
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
