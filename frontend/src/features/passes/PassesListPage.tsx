import { Flex, Select, Statistic } from 'antd';
import { useStandsQuery } from '@/features/bookings/api';
import { usePlansQuery } from '@/features/plans/api';
import { optionsState } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDateTime, formatLei } from '@/shared/format';
import { ListView, pageTableProps } from '@/shared/list/ListView';
import { DateRangeFilter, FilterSelect, filterId, searchPeriodSort } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import { passesApi, PASS_STATES, passStateOf, paymentLabel, type Pass, type PassesFilter, type PassState } from './api';
import { PassesTable } from './PassesTable';

const csvColumns: CsvColumn<Pass>[] = [
  { title: 'Serie', value: (p) => p.series },
  { title: 'Număr', value: (p) => p.number },
  { title: 'Pescar', value: (p) => p.client?.name },
  { title: 'CNP', value: (p) => p.client?.cnp },
  { title: 'Apă', value: (p) => p.water?.name },
  { title: 'Plan', value: (p) => p.plan?.name },
  { title: 'Valabil de la', value: (p) => formatDateTime(p.valid_from) },
  { title: 'Valabil până la', value: (p) => formatDateTime(p.valid_to) },
  { title: 'Preț (lei)', value: (p) => formatAmount(p.price) },
  { title: 'Reducere', value: (p) => p.discount?.name },
  { title: 'Reducere (lei)', value: (p) => formatAmount(p.discount_amount) },
  { title: 'Total (lei)', value: (p) => formatAmount(p.total) },
  { title: 'Plată', value: (p) => paymentLabel(p.payment_method) },
  { title: 'Nr. auto', value: (p) => p.car_plate },
  { title: 'Chitanță', value: (p) => (p.receipt ? `${p.receipt.series} ${p.receipt.number}` : null) },
  { title: 'Stare', value: (p) => passStateOf(p.state).label },
  { title: 'Motivul anulării', value: (p) => p.cancel_reason },
  { title: 'Observații', value: (p) => p.notes },
];

/** /company/passes: POST {base}/passes (paginated; filters, search, sort and totals on the server). */
export default function PassesListPage() {
  const companyId = useCompanyId();
  const catalogueRead = usePlansQuery({ companyId });
  const { data: catalogue } = catalogueRead;
  const list = useServerList({
    noun: ['permis', 'permise'],
    filters: ['water_id', 'stand_id', 'plan_id', 'status', 'from', 'to'],
    defaults: { sort: { sort_by: 'valid_from', sort_dir: 'desc' } },
    endpoint: passesApi.endpoints.passesControllerList,
    toArg: (passFilterDto: PassesFilter) => ({ companyId, passFilterDto }),
    toFilter: (params) => ({
      ...searchPeriodSort(params),
      water_id: filterId(params.filters.water_id),
      stand_id: filterId(params.filters.stand_id),
      plan_id: filterId(params.filters.plan_id),
      status: params.filters.status as PassState | undefined,
    }),
  });
  const { data } = list;
  // The stand filter is offered once a water with stands is chosen; another water drops it.
  const waterId = filterId(list.params.filters.water_id);
  const { data: stands = [] } = useStandsQuery({ companyId, id: waterId ?? 0 }, { skip: !waterId });
  const waterOptions = (catalogue?.waters ?? []).map((w) => ({ value: w.id, label: w.name }));

  return (
    <ListView<Pass>
      title="Permise"
      list={list}
      csv={{ fileBase: 'permise', columns: csvColumns }}
      add={{ label: 'Emite permis', to: '/company/passes/new' }}
      search={{ label: 'Caută permise', placeholder: 'Serie/nr. (BD 12), nume, CNP, telefon, nr. auto', width: 340 }}
      filters={
        <>
          <DateRangeFilter placeholder={['Valabil de la', 'Până la']} />
          <Select<number>
            aria-label="Apă"
            allowClear
            placeholder="Toate apele"
            value={waterOptions.find((o) => o.value === waterId)?.value}
            onChange={(v?: number) => list.setFilters({ water_id: v === undefined ? '' : String(v), stand_id: '' })}
            options={waterOptions}
            notFoundContent={optionsState(catalogueRead, 'Apele nu au putut fi încărcate.')}
            style={{ width: 180 }}
          />
          {waterId && stands.length > 0 && (
            <FilterSelect
              name="stand_id"
              label="Stand"
              placeholder="Toate standurile"
              options={stands.map((st) => ({ value: st.id, label: `Standul ${st.number}` }))}
              width={150}
            />
          )}
          <FilterSelect
            name="plan_id"
            label="Plan"
            placeholder="Toate planurile"
            options={(catalogue?.plans ?? []).map((p) => ({ value: p.id, label: p.name }))}
            notFoundContent={optionsState(catalogueRead, 'Planurile nu au putut fi încărcate.')}
            width={180}
          />
          <FilterSelect
            name="status"
            label="Stare"
            placeholder="Toate stările"
            options={PASS_STATES.map((s) => ({ value: s.value, label: s.label }))}
            width={150}
          />
        </>
      }
      summary={
        <Flex wrap gap="12px 48px" style={{ marginBottom: 16 }}>
          {/* The rows the pager counts ("peste" a capped count, as the pager), the cancelled ones among them. */}
          <Statistic
            title={list.filtered ? 'Permise (filtrul curent)' : 'Permise'}
            value={data ? data.total : '—'}
            prefix={data?.total_capped ? 'peste' : undefined}
            groupSeparator="."
          />
          {data && !data.total_capped && data.total > (data.totals?.passes ?? 0) && (
            <Statistic title="Anulate" value={data.total - (data.totals?.passes ?? 0)} groupSeparator="." />
          )}
          {/* A search with more than 1 000 matches is not summed (total_capped). */}
          <Statistic
            title="Încasat (fără cele anulate)"
            value={data?.totals?.total != null ? formatLei(data.totals.total) : '—'}
          />
        </Flex>
      }
      table={
        <PassesTable
          {...pageTableProps(list, {
            none: 'Nu ai emis încă niciun permis.',
            filtered: 'Niciun permis nu corespunde filtrului.',
          })}
        />
      }
    />
  );
}
