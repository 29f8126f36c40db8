import { Button, Flex, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { DeleteAction } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatDate, formatDateTime } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { FilterSelect } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import {
  COMPANY_ROLES,
  roleLabel,
  useDeleteCompanyUserMutation,
  useRestoreCompanyUserMutation,
  usersApi,
  type CompanyRole,
  type CompanyUser,
  type UsersFilter,
} from './api';
import { rowAction, useDeleteRow } from '@/shared/list/rowAction';
import { createdColumn } from '@/shared/list/columns';

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
  const onDelete = useDeleteRow(useDeleteCompanyUserMutation, 'Utilizatorul a fost șters.');
  const [restoreUser] = useRestoreCompanyUserMutation();
  const list = useServerList({
    noun: ['utilizator', 'utilizatori'],
    filters: ['role', 'status'],
    defaults: { filters: { status: 'active' } },
    endpoint: usersApi.endpoints.companyUsersControllerList,
    toArg: (companyUserFilterDto: UsersFilter) => ({ companyId, companyUserFilterDto }),
    toFilter: ({ search, filters, sort }) => ({
      search: search || undefined,
      role: filters.role ? (Number(filters.role) as CompanyRole) : undefined,
      ...(filters.status === 'all'
        ? { with_deleted: true }
        : filters.status === 'deleted'
          ? { only_deleted: true }
          : {}),
      ...sort,
    }),
  });
  const sort = list.params.sort;

  const onRestore = async (u: CompanyUser) => {
    await rowAction(restoreUser({ companyId, id: u.id }).unwrap(), 'Utilizatorul a fost restaurat.');
  };

  const columns: ListColumns<CompanyUser> = [
    {
      title: 'Nume',
      dataIndex: 'name',
      ...sortable(sort, 'name'),
      render: (name: string, u) => (
        <>
          {name} {u.id === me && <Tag>tu</Tag>} {u.deleted_at && <Tag color="red">Șters</Tag>}
        </>
      ),
    },
    { title: 'Email', dataIndex: 'email', ...sortable(sort, 'email') },
    { title: 'Rol', dataIndex: 'role', ...sortable(sort, 'role'), render: (r: number) => roleLabel(r) },
    { title: 'Telefon', dataIndex: 'phone', key: 'phone', render: (v: string | null) => v ?? '—' },
    {
      title: 'Ultima autentificare',
      dataIndex: 'last_login_at',
      ...sortable(sort, 'last_login_at'),
      render: (v: string | null) => (v ? formatDateTime(v) : 'Niciodată'),
    },
    createdColumn('Creat la', sort),
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
    <ListView<CompanyUser>
      title="Utilizatori"
      list={list}
      columns={columns}
      csv={{ fileBase: 'utilizatori', columns: csvColumns }}
      add={{ label: 'Adaugă utilizator', to: '/company/users/new' }}
      search={{ label: 'Caută utilizatori', placeholder: 'Caută după nume, email sau telefon', width: 280 }}
      filters={
        <>
          <FilterSelect name="role" label="Rol" placeholder="Toate rolurile" options={COMPANY_ROLES} width={200} />
          <FilterSelect name="status" label="Stare" options={STATUS_OPTIONS} width={200} />
        </>
      }
      onRow={(u) => (u.deleted_at ? { style: { color: 'rgba(0,0,0,0.45)', background: '#fafafa' } } : {})}
      empty={{ none: 'Nu există utilizatori.', filtered: 'Niciun utilizator nu corespunde filtrului.' }}
    />
  );
}
