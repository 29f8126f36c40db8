import { Tag } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { WaterFilter } from '@/features/waters/WaterFilter';
import { ROLE_COMPANY_ADMIN } from '@/shared/api/types';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDateTime, formatLei } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { DateRangeFilter, FilterSelect, filterId, searchPeriodSort } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import { competitionsApi, type Competition, type CompetitionsFilter, type CompetitionStatus } from './api';
import { COMPETITION_STATUSES, statusOf } from './status';

const csvColumns: CsvColumn<Competition>[] = [
  { title: 'Concurs', value: (c) => c.name },
  { title: 'Apă', value: (c) => c.water?.name },
  { title: 'Început', value: (c) => formatDateTime(c.starts_at) },
  { title: 'Sfârșit', value: (c) => formatDateTime(c.ends_at) },
  { title: 'Manșe', value: (c) => c.rounds.length },
  { title: 'Echipe', value: (c) => c.teams.confirmed },
  { title: 'Taxa (lei)', value: (c) => formatAmount(c.entry_fee) },
  { title: 'Stare', value: (c) => statusOf(c.status).label },
];

/** /company/competitions: POST {base}/competitions (paginated; search, filters and sort on the server). */
export default function CompetitionsListPage() {
  const companyId = useCompanyId();
  const isAdmin = useAppSelector((s) => s.auth.user?.role === ROLE_COMPANY_ADMIN);
  const list = useServerList({
    noun: ['concurs', 'concursuri'],
    filters: ['status', 'water_id', 'from', 'to'],
    defaults: { sort: { sort_by: 'starts_at', sort_dir: 'desc' } },
    endpoint: competitionsApi.endpoints.competitionsControllerList,
    toArg: (competitionFilterDto: CompetitionsFilter) => ({ companyId, competitionFilterDto }),
    toFilter: (params) => ({
      ...searchPeriodSort(params),
      status: params.filters.status as CompetitionStatus | undefined,
      water_id: filterId(params.filters.water_id),
    }),
  });
  const sort = list.params.sort;

  const columns: ListColumns<Competition> = [
    {
      title: 'Concurs',
      dataIndex: 'name',
      ...sortable(sort, 'name'),
      render: (name: string, c) => <Link to={`/company/competitions/${c.id}`}>{name}</Link>,
    },
    { title: 'Apă', key: 'water', render: (_, c) => c.water?.name ?? '—' },
    {
      title: 'Început',
      dataIndex: 'starts_at',
      ...sortable(sort, 'starts_at'),
      render: (v: string) => formatDateTime(v),
    },
    { title: 'Manșe', key: 'rounds', align: 'right', render: (_, c) => c.rounds.length },
    { title: 'Echipe', key: 'teams', align: 'right', render: (_, c) => c.teams.confirmed },
    { title: 'Taxa', dataIndex: 'entry_fee', align: 'right', render: (v: string) => formatLei(v) },
    {
      title: 'Stare',
      dataIndex: 'status',
      render: (s: CompetitionStatus) => <Tag color={statusOf(s).color}>{statusOf(s).label}</Tag>,
    },
  ];

  return (
    <ListView<Competition>
      title="Concursuri"
      list={list}
      columns={columns}
      csv={{ fileBase: 'concursuri', columns: csvColumns }}
      add={isAdmin ? { label: 'Adaugă concurs', to: '/company/competitions/new' } : undefined}
      search={{ label: 'Caută concursuri', placeholder: 'Caută după nume' }}
      filters={
        <>
          <FilterSelect
            name="status"
            label="Stare"
            placeholder="Toate stările"
            options={COMPETITION_STATUSES}
            width={180}
          />
          <WaterFilter />
          <DateRangeFilter />
        </>
      }
      empty={{
        none: isAdmin ? 'Nu ai organizat încă niciun concurs.' : 'Firma nu are încă niciun concurs.',
        filtered: 'Niciun concurs nu corespunde filtrului.',
      }}
    />
  );
}
