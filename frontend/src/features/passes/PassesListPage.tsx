import { useState } from 'react';
import { DatePicker, Flex, Select, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { usePlansQuery } from '@/features/plans/api';
import { AddButton, ExportCsvButton, ListHeader, SearchBox } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/components/resourceForm';
import type { ListSort } from '@/shared/components/tableSort';
import { fetchAllPages, type CsvColumn } from '@/shared/csv';
import { formatAmount, formatDateTime, formatLei } from '@/shared/format';
import {
  passesApi,
  PASS_STATES,
  passStateOf,
  paymentLabel,
  usePassesQuery,
  type Pass,
  type PassesFilter,
  type PassState,
} from './api';
import { PassesTable } from './PassesTable';

type Range = [Dayjs | null, Dayjs | null] | null;

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
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [waterId, setWaterId] = useState<number | undefined>();
  const [planId, setPlanId] = useState<number | undefined>();
  const [status, setStatus] = useState<PassState | undefined>();
  const [range, setRange] = useState<Range>(null);
  const [sort, setSort] = useState<ListSort>({ sort_by: 'valid_from', sort_dir: 'desc' });
  const { data: catalogue } = usePlansQuery({ companyId });

  const filter: Omit<PassesFilter, 'page' | 'per_page'> = {
    search: search || undefined,
    water_id: waterId,
    plan_id: planId,
    status,
    date_from: range?.[0]?.format('YYYY-MM-DD'),
    date_to: range?.[1]?.format('YYYY-MM-DD'),
    ...sort,
  };
  const { data, isFetching } = usePassesQuery({ companyId, page, per_page: perPage, ...filter });
  const filtered = !!(search || waterId || planId || status || range);
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const loadAll = () =>
    fetchAllPages((p) =>
      dispatch(
        passesApi.endpoints.passes.initiate(
          { companyId, ...filter, page: p, per_page: 100 },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    );

  return (
    <>
      <ListHeader title="Permise">
        <ExportCsvButton fileBase="permise" columns={csvColumns} load={loadAll} />
        <AddButton label="Emite permis" onClick={() => void navigate('/company/passes/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Caută permise"
          placeholder="Serie/nr. (BD 12), nume, CNP, telefon, nr. auto"
          onSearch={refilter(setSearch)}
          width={340}
        />
        <DatePicker.RangePicker
          aria-label="Perioadă"
          format="DD.MM.YYYY"
          allowEmpty={[true, true]}
          placeholder={['Valabil de la', 'Până la']}
          value={range}
          onChange={refilter((v: Range) => setRange(v))}
        />
        <Select
          aria-label="Apă"
          allowClear
          placeholder="Toate apele"
          value={waterId}
          onChange={refilter((v?: number) => setWaterId(v))}
          options={(catalogue?.waters ?? []).map((w) => ({ value: w.id, label: w.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label="Plan"
          allowClear
          placeholder="Toate planurile"
          value={planId}
          onChange={refilter((v?: number) => setPlanId(v))}
          options={(catalogue?.plans ?? []).map((p) => ({ value: p.id, label: p.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label="Stare"
          allowClear
          placeholder="Toate stările"
          value={status}
          onChange={refilter((v?: PassState) => setStatus(v))}
          options={PASS_STATES.map((s) => ({ value: s.value, label: s.label }))}
          style={{ width: 150 }}
        />
      </Flex>
      <Flex gap={48} style={{ marginBottom: 16 }}>
        <Statistic
          title={filtered ? 'Permise (filtrul curent)' : 'Permise'}
          value={data ? (data.totals?.passes ?? 0) : '—'}
        />
        <Statistic title="Încasat (fără cele anulate)" value={data ? formatLei(data.totals?.total ?? 0) : '—'} />
      </Flex>
      <PassesTable
        data={data}
        loading={isFetching}
        emptyText={filtered ? 'Niciun permis nu corespunde filtrului.' : 'Nu ai emis încă niciun permis.'}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        onPage={(p, size) => {
          setPage(p);
          setPerPage(size);
        }}
      />
    </>
  );
}
