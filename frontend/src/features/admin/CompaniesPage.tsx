import { Button, Popconfirm, Tag, Typography } from 'antd';
import { APP_DOMAIN } from '@/app/env';
import { originForLabel } from '@/app/hostApp';
import { useStatesQuery } from '@/features/states/api';
import { formatLei } from '@/shared/format';
import { ListView, sortable, type ListColumns } from '@/shared/list/ListView';
import { useServerList } from '@/shared/list/useListController';
import {
  adminApi,
  useActivateCompanyMutation,
  useSuspendCompanyMutation,
  type AdminCompany,
  type AdminCompaniesQuery,
} from './api';
import { rowAction } from '@/shared/list/rowAction';
import { createdColumn } from '@/shared/list/columns';

/** The public page of a company: http(s)://<slug>.<domain> (same protocol and port as this app). */
function publicOrigin(slug: string): string {
  return originForLabel(window.location.protocol, window.location.host, slug, APP_DOMAIN);
}

function ActiveAction({ company }: { company: AdminCompany }) {
  const [suspend, suspending] = useSuspendCompanyMutation();
  const [activate, activating] = useActivateCompanyMutation();

  const onConfirm = async () => {
    await rowAction((company.active ? suspend({ id: company.id }) : activate({ id: company.id })).unwrap(), (answer) =>
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
  const list = useServerList({
    noun: ['firmă', 'firme'],
    endpoint: adminApi.endpoints.adminControllerList,
    toFilter: ({ search, sort }) => ({ search: search || undefined, sortBy: sort.sort_by, sortDir: sort.sort_dir }),
    // The generated argument names its query parameters in camelCase.
    toArg: ({
      page,
      per_page,
      ...filter
    }: Omit<AdminCompaniesQuery, 'page' | 'perPage'> & { page: number; per_page: number }): AdminCompaniesQuery => ({
      ...filter,
      page,
      perPage: per_page,
    }),
  });
  const sort = list.params.sort;
  const { data: states = [] } = useStatesQuery();
  const stateName = (id: number | null) => (id ? (states.find((s) => s.id === id)?.name ?? '—') : '—');

  const columns: ListColumns<AdminCompany> = [
    { title: 'Denumire', dataIndex: 'name', ...sortable(sort, 'name') },
    // Beside the name: whether a company is suspended is seen without scrolling sideways.
    {
      title: 'Stare',
      dataIndex: 'active',
      key: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Activă</Tag> : <Tag color="red">Suspendată</Tag>),
    },
    { title: 'CUI', dataIndex: 'cui', key: 'cui' },
    {
      title: 'Slug',
      dataIndex: 'slug',
      ...sortable(sort, 'slug'),
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
    createdColumn('Creat la', sort),
    // Pinned to the right edge: at 1280 px the columns scroll sideways, the actions stay in view.
    { title: 'Acțiuni', key: 'actions', fixed: 'end', width: 130, render: (_, c) => <ActiveAction company={c} /> },
  ];

  return (
    <ListView<AdminCompany>
      title="Firme"
      list={list}
      columns={columns}
      // Eleven columns of a fixed layout: below 1 400 px they would share ~90 px each and break
      // words ("Denu mire", "23.11.2 026"); the table scrolls sideways instead.
      minWidth={1400}
      search={{ label: 'Caută firme', placeholder: 'Caută după denumire, CUI sau slug', width: 360 }}
      empty={{ none: 'Nu există firme înscrise.', filtered: 'Nicio firmă nu corespunde căutării.' }}
      footer={
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Suspendarea blochează autentificarea utilizatorilor firmei și pagina ei publică; datele rămân neatinse.
        </Typography.Paragraph>
      }
    />
  );
}
