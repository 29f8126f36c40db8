import { useState } from 'react';
import { DatePicker, Flex, Select, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { AddButton, ExportCsvButton, ListHeader, SearchBox } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/components/resourceForm';
import type { ListSort } from '@/shared/components/tableSort';
import { fetchAllPages, type CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import {
  RECEIPT_STATUSES,
  receiptsApi,
  useReceiptsQuery,
  type Receipt,
  type ReceiptsFilter,
  type ReceiptStatus,
} from './api';
import { ReceiptsTable } from './ReceiptsTable';

type Range = [Dayjs | null, Dayjs | null] | null;

const csvColumns: CsvColumn<Receipt>[] = [
  { title: 'Serie', value: (r) => r.series },
  { title: 'Număr', value: (r) => r.number },
  { title: 'Data', value: (r) => formatDate(r.issued_on) },
  { title: 'Plătitor', value: (r) => r.client?.name },
  { title: 'CNP', value: (r) => r.client?.cnp },
  { title: 'Sumă (lei)', value: (r) => formatAmount(r.amount) },
  { title: 'Suma în litere', value: (r) => r.amount_words },
  { title: 'Reprezentând', value: (r) => r.description },
  { title: 'Bon fiscal', value: (r) => r.fiscal_receipt_no },
  { title: 'Stare', value: (r) => RECEIPT_STATUSES.find((s) => s.value === r.status)?.label ?? r.status },
  { title: 'Motivul anulării', value: (r) => r.cancel_reason },
];

/** /company/receipts: POST {base}/receipts (paginated; date range, status, search, sort and totals on the server). */
export default function ReceiptsListPage() {
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReceiptStatus | undefined>();
  const [range, setRange] = useState<Range>(null);
  const [sort, setSort] = useState<ListSort>({ sort_by: 'issued_on', sort_dir: 'desc' });

  const filter: Omit<ReceiptsFilter, 'page' | 'per_page'> = {
    search: search || undefined,
    status,
    date_from: range?.[0]?.format('YYYY-MM-DD'),
    date_to: range?.[1]?.format('YYYY-MM-DD'),
    ...sort,
  };
  const { data, isFetching } = useReceiptsQuery({ companyId, page, per_page: perPage, ...filter });
  const filtered = !!(search || status || range);
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const loadAll = () =>
    fetchAllPages((p) =>
      dispatch(
        receiptsApi.endpoints.receipts.initiate(
          { companyId, ...filter, page: p, per_page: 100 },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    );

  return (
    <>
      <ListHeader title="Chitanțe">
        <ExportCsvButton fileBase="chitante" columns={csvColumns} load={loadAll} />
        <AddButton label="Emite chitanță" onClick={() => void navigate('/company/receipts/new')} />
      </ListHeader>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Caută chitanțe"
          placeholder="Serie/nr., plătitor, descriere, bon fiscal"
          onSearch={refilter(setSearch)}
          width={320}
        />
        <DatePicker.RangePicker
          aria-label="Perioadă"
          format="DD.MM.YYYY"
          allowEmpty={[true, true]}
          placeholder={['De la', 'Până la']}
          value={range}
          onChange={refilter((v: Range) => setRange(v))}
        />
        <Select
          aria-label="Stare"
          allowClear
          placeholder="Toate stările"
          value={status}
          onChange={refilter((v?: ReceiptStatus) => setStatus(v))}
          options={RECEIPT_STATUSES.map((s) => ({
            value: s.value,
            label: s.value === 'cancelled' ? 'Anulate' : 'Emise',
          }))}
          style={{ width: 150 }}
        />
      </Flex>
      <Statistic
        title={filtered ? 'Total încasat (filtrul curent, fără anulate)' : 'Total încasat (fără anulate)'}
        value={data ? formatLei(data.totals?.amount ?? 0) : '—'}
        style={{ marginBottom: 16 }}
      />
      <ReceiptsTable
        data={data}
        loading={isFetching}
        emptyText={filtered ? 'Nicio chitanță nu corespunde filtrului.' : 'Nu ai emis încă nicio chitanță.'}
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
