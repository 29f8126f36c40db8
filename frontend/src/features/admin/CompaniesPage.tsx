import { useState } from 'react';
import { Button, Popconfirm, Table, Tag, Typography, type TableProps } from 'antd';
import { toast } from 'react-toastify';
import { APP_DOMAIN } from '@/app/env';
import { originForLabel } from '@/app/hostApp';
import { useStatesQuery } from '@/features/states/api';
import { ListEmpty, ListHeader, SearchBox } from '@/shared/components/listing';
import { sortFromTable, sortOrderOf, type ListSort } from '@/shared/components/tableSort';
import { formatDate, formatLei } from '@/shared/format';
import {
  useActivateCompanyMutation,
  useAdminCompaniesQuery,
  useSuspendCompanyMutation,
  type AdminCompany,
} from './api';
import { serverPagination } from '@/shared/components/pagination';

/** The public page of a company: http(s)://<slug>.<domain> (same protocol and port as this app). */
function publicOrigin(slug: string): string {
  return originForLabel(window.location.protocol, window.location.host, slug, APP_DOMAIN);
}

function ActiveAction({ company }: { company: AdminCompany }) {
  const [suspend, suspending] = useSuspendCompanyMutation();
  const [activate, activating] = useActivateCompanyMutation();

  const onConfirm = async () => {
    const answer = company.active
      ? await suspend({ id: company.id })
          .unwrap()
          .catch(() => null)
      : await activate({ id: company.id })
          .unwrap()
          .catch(() => null);
    if (!answer) return; // the base query has already shown why
    toast.success(
      answer.active ? `Firma ${company.name} a fost activată.` : `Firma ${company.name} a fost suspendată.`,
    );
  };

  if (company.active) {
    return (
      <Popconfirm
        title={`Suspenzi firma ${company.name}?`}
        description="Utilizatorii firmei nu se mai pot autentifica și pagina publică nu mai este afișată până la reactivare."
        okText="Da, suspendă"
        cancelText="Renunță"
        okButtonProps={{ danger: true }}
        onConfirm={onConfirm}
      >
        <Button type="link" danger size="small" loading={suspending.isLoading}>
          Suspendă
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Popconfirm
      title={`Activezi firma ${company.name}?`}
      description="Utilizatorii firmei se vor putea autentifica din nou."
      okText="Da, activează"
      cancelText="Renunță"
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" loading={activating.isLoading}>
        Activează
      </Button>
    </Popconfirm>
  );
}

/** /companies (role 1): GET /api/admin/companies, server-side search, sort and pagination; suspend / activate. */
export default function CompaniesPage() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSort>({});
  const { data, isFetching, isLoading } = useAdminCompaniesQuery({
    page,
    per_page: perPage,
    search: search || undefined,
    ...sort,
  });
  const { data: states = [] } = useStatesQuery();
  const stateName = (id: number | null) => (id ? (states.find((s) => s.id === id)?.name ?? '—') : '—');
  const sorted = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(sort, key) });

  const columns: TableProps<AdminCompany>['columns'] = [
    { title: 'Denumire', dataIndex: 'name', ...sorted('name') },
    { title: 'CUI', dataIndex: 'cui', key: 'cui' },
    {
      title: 'Slug',
      dataIndex: 'slug',
      ...sorted('slug'),
      render: (slug: string) => (
        <a href={publicOrigin(slug)} target="_blank" rel="noreferrer" title="Pagina publică a firmei">
          {slug}
        </a>
      ),
    },
    { title: 'Județ', dataIndex: 'state_id', key: 'state', render: (id: number | null) => stateName(id) },
    { title: 'Utilizatori', dataIndex: 'users_count', key: 'users_count', align: 'right' },
    { title: 'Clienți', dataIndex: 'clients_count', key: 'clients_count', align: 'right' },
    { title: 'Permise 30 zile', dataIndex: 'passes_30d', key: 'passes_30d', align: 'right' },
    {
      title: 'Încasări luna curentă',
      dataIndex: 'income_month',
      key: 'income_month',
      align: 'right',
      render: (v: number | string) => formatLei(v),
    },
    { title: 'Creat la', dataIndex: 'created_at', ...sorted('created_at'), render: (v: string) => formatDate(v) },
    {
      title: 'Activ',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Activă</Tag> : <Tag color="red">Suspendată</Tag>),
    },
    { title: 'Acțiuni', key: 'actions', render: (_, c) => <ActiveAction company={c} /> },
  ];

  return (
    <>
      <ListHeader title="Firme" />
      <div style={{ marginBottom: 16 }}>
        <SearchBox
          label="Caută firme"
          placeholder="Caută după denumire, CUI sau slug"
          width={360}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <Table<AdminCompany>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
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
            <ListEmpty text={search ? 'Nicio firmă nu corespunde căutării.' : 'Nu există firme înscrise.'} />
          ),
        }}
        pagination={serverPagination(['firmă', 'firme'], data, {
          page,
          perPage,
          onChange: (p, size) => {
            setPage(p);
            setPerPage(size);
          },
        })}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Suspendarea blochează autentificarea utilizatorilor firmei și pagina ei publică; datele rămân neatinse.
      </Typography.Paragraph>
    </>
  );
}
