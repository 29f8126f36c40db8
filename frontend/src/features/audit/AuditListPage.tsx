import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { useUserQuery } from '@/features/auth/api';
import { usePlansQuery } from '@/features/plans/api';
import { useCompanyUsersQuery } from '@/features/users/api';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatDateTime } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { DateRangeFilter, FilterSelect, filterId } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import { optionsState } from '@/shared/components/listing';
import {
  actionLabel,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditApi,
  entityLabel,
  type AuditEntry,
  type AuditFilter,
} from './api';
import { auditActor, auditChangesText, type AuditLookups } from './auditFormat';

/** "Permis A 12", "Apă Lacul Mare"; without a name (a client, a deleted record): "Client #2". */
const recordText = (e: AuditEntry) =>
  `${entityLabel(e.entity)}${e.entity_label ? ` ${e.entity_label}` : e.entity_id ? ` #${e.entity_id}` : ''}`;

const changesText = (e: AuditEntry, lookups: AuditLookups) => auditChangesText(e.entity, e.changes, lookups);

const csvColumns = (lookups: AuditLookups): CsvColumn<AuditEntry>[] => [
  { title: 'Data', value: (e) => formatDateTime(e.created_at) },
  { title: 'Utilizator', value: auditActor },
  { title: 'Rol', value: (e) => e.actor_role },
  { title: 'Acțiune', value: (e) => actionLabel(e.action) },
  { title: 'Entitate', value: (e) => entityLabel(e.entity) },
  { title: 'ID', value: (e) => e.entity_id },
  { title: 'Modificări', value: (e) => changesText(e, lookups) },
  { title: 'IP', value: (e) => e.ip },
  { title: 'ID cerere', value: (e) => e.request_id },
];

/** /company/audit (role 2): POST {base}/auditLog, who changed what and when; CSV of the current filter. */
export default function AuditListPage() {
  const companyId = useCompanyId();
  const usersRead = useCompanyUsersQuery({ companyId, companyUserFilterDto: { page: 1, per_page: 100 } });
  const { data: users } = usersRead;
  // Names for the ids in the changes (a fish, a water, a plan), from what the app has loaded anyway.
  const { data: session } = useUserQuery();
  const { data: catalogue } = usePlansQuery({ companyId });
  const lookups = useMemo<AuditLookups>(
    () => ({
      fishes: new Map((session?.fishes ?? []).map((f) => [f.id, f.name])),
      waters: new Map((catalogue?.waters ?? []).map((w) => [w.id, w.name])),
      plans: new Map((catalogue?.plans ?? []).map((p) => [p.id, p.name])),
    }),
    [session, catalogue],
  );
  const list = useServerList({
    noun: ['înregistrare', 'înregistrări'],
    filters: ['actor_id', 'entity', 'action', 'from', 'to'],
    defaults: { sort: { sort_by: 'created_at', sort_dir: 'desc' } },
    endpoint: auditApi.endpoints.auditControllerList,
    toArg: (auditFilterDto: AuditFilter) => ({ companyId, auditFilterDto }),
    toFilter: ({ filters, sort }) => ({
      actor_id: filterId(filters.actor_id),
      entity: filters.entity || undefined,
      action: (filters.action || undefined) as AuditFilter['action'],
      date_from: filters.from,
      date_to: filters.to,
      ...sort,
    }),
  });
  const sort = list.params.sort;

  const columns: ListColumns<AuditEntry> = [
    {
      title: 'Data',
      dataIndex: 'created_at',
      ...sortable(sort, 'created_at'),
      render: (v: string) => formatDateTime(v),
    },
    { title: 'Utilizator', key: 'actor', render: (_, e) => auditActor(e) },
    { title: 'Acțiune', dataIndex: 'action', ...sortable(sort, 'action'), render: (a: string) => actionLabel(a) },
    {
      title: 'Entitate',
      dataIndex: 'entity',
      ...sortable(sort, 'entity'),
      render: (_: string, e) =>
        e.entity === 'clients' && e.entity_id ? (
          // A client is not named in the trail (personal data): its page is one click away.
          <Link to={`/company/clients/${e.entity_id}`}>{recordText(e)}</Link>
        ) : (
          recordText(e)
        ),
    },
    {
      title: 'Modificări',
      key: 'changes',
      render: (_, e) =>
        e.changes.length ? (
          <Typography.Text style={{ fontSize: 12, wordBreak: 'break-word' }}>{changesText(e, lookups)}</Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: 'IP / cerere',
      key: 'ip',
      render: (_, e) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {e.ip ?? '—'}
          <br />
          {e.request_id ?? ''}
        </Typography.Text>
      ),
    },
  ];

  return (
    <ListView<AuditEntry>
      title="Jurnal de audit"
      list={list}
      columns={columns}
      csv={{ fileBase: 'jurnal-audit', columns: csvColumns(lookups) }}
      filters={
        <>
          <FilterSelect
            name="actor_id"
            label="Utilizator"
            placeholder="Toți utilizatorii"
            options={(users?.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            notFoundContent={optionsState(usersRead, 'Utilizatorii nu au putut fi încărcați.')}
            width={200}
          />
          <FilterSelect
            name="entity"
            label="Entitate"
            placeholder="Toate entitățile"
            options={AUDIT_ENTITIES}
            width={180}
          />
          <FilterSelect
            name="action"
            label="Acțiune"
            placeholder="Toate acțiunile"
            options={AUDIT_ACTIONS}
            width={180}
          />
          <DateRangeFilter />
        </>
      }
      empty={{
        none: 'Jurnalul este gol: încă nu s-a modificat nimic.',
        filtered: 'Nicio înregistrare nu corespunde filtrului.',
      }}
    />
  );
}
