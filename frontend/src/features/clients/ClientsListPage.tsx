import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { Flex, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useStatesQuery } from '@/features/states/api';
import { DeleteAction } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatDate } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { FilterSelect } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import type { ListParams } from '@/shared/list/listParams';
import { clientsApi, useDeleteClientMutation, useExportClientsMutation, type Client, type ClientsFilter } from './api';
import { rowAction } from '@/shared/list/rowAction';
import { createdColumn } from '@/shared/list/columns';

const BLOCKED_OPTIONS = [
  { value: '', label: 'Toți clienții' },
  { value: '0', label: 'Neblocați' },
  { value: '1', label: 'Blocați' },
];

/** /company/clients: POST {base}/clients (paginated; search, blocked filter and sort on the server). */
export default function ClientsListPage() {
  const companyId = useCompanyId();
  const { data: states = [] } = useStatesQuery();
  const stateName = useMemo(() => new Map(states.map((s) => [s.id, s.name])), [states]);
  const [deleteClient] = useDeleteClientMutation();
  const [exportClients] = useExportClientsMutation();
  // CNP, ID card and address leave in a CSV only for role 2, or for staff when the company allows it.
  const user = useAppSelector((s) => s.auth.user);
  const personal = user?.role === 2 || user?.company?.staff_personal_export === true;
  const toFilter = ({ search, filters, sort }: ListParams) => ({
    search: search || undefined,
    blocked: filters.blocked === undefined ? undefined : filters.blocked === '1',
    ...sort,
  });
  const list = useServerList({
    noun: ['client', 'clienți'],
    filters: ['blocked'],
    defaults: { sort: { sort_by: 'last_name', sort_dir: 'asc' } },
    endpoint: clientsApi.endpoints.clientsControllerList,
    toArg: (clientFilterDto: ClientsFilter) => ({ companyId, clientFilterDto }),
    toFilter,
  });
  const sort = list.params.sort;

  const onDelete = async (c: Client) => {
    await rowAction(deleteClient({ companyId, id: c.id }).unwrap(), (a) => a.message || 'Clientul a fost șters.');
  };

  // One request for the whole filter, which the server records on the audit trail.
  const exportAll = () =>
    exportClients({ companyId, clientExportDto: { ...toFilter(list.params), personal } }).unwrap();

  const csvColumns: CsvColumn<Client>[] = [
    { title: 'Nume', value: (c) => c.last_name },
    { title: 'Prenume', value: (c) => c.first_name },
    ...(personal
      ? [
          { title: 'CNP', value: (c: Client) => c.cnp },
          {
            title: 'Act identitate',
            value: (c: Client) => [c.id_series, c.id_number].filter(Boolean).join(' ') || null,
          },
        ]
      : []),
    { title: 'Telefon', value: (c) => c.phone },
    { title: 'Email', value: (c) => c.email },
    { title: 'Județ', value: (c) => (c.state_id ? stateName.get(c.state_id) : null) },
    { title: 'Localitate', value: (c) => c.city },
    ...(personal ? [{ title: 'Adresă', value: (c: Client) => c.address }] : []),
    { title: 'Nr. auto', value: (c) => c.car_plate },
    { title: 'Blocat', value: (c) => c.blocked },
    { title: 'Motivul blocării', value: (c) => c.blocked_reason },
    { title: 'Observații', value: (c) => c.notes },
    { title: 'Înregistrat la', value: (c) => formatDate(c.created_at) },
  ];

  const columns: ListColumns<Client> = [
    // Last and first name in one column (sorted by the last, then the first), so the list fits a laptop screen.
    {
      title: 'Nume și prenume',
      dataIndex: 'last_name',
      ...sortable(sort, 'last_name'),
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
    createdColumn('Înregistrat la', sort),
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, c) => (
        <Flex vertical align="start">
          <Link to={`/company/clients/${c.id}`} className="row-action">
            Fișa
          </Link>
          {!c.anonymized_at && (
            <Link to={`/company/clients/${c.id}/edit`} className="row-action">
              Editează
            </Link>
          )}
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
    <ListView<Client>
      title="Clienți"
      list={list}
      columns={columns}
      csv={{ fileBase: 'clienti', columns: csvColumns, load: exportAll }}
      add={{ label: 'Adaugă client', to: '/company/clients/new' }}
      search={{ label: 'Caută clienți', placeholder: 'Caută după nume, CNP, telefon, nr. auto' }}
      filters={<FilterSelect name="blocked" label="Stare" options={BLOCKED_OPTIONS} />}
      empty={{ none: 'Nu ai înregistrat încă niciun client.', filtered: 'Niciun client nu corespunde filtrului.' }}
    />
  );
}
