import { Statistic } from 'antd';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDate, formatLei } from '@/shared/format';
import { ListView, pageTableProps } from '@/shared/list/ListView';
import { DateRangeFilter, FilterSelect, searchPeriodSort } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import { RECEIPT_STATUSES, receiptsApi, type Receipt, type ReceiptsFilter, type ReceiptStatus } from './api';
import { ReceiptsTable } from './ReceiptsTable';

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
  const list = useServerList({
    noun: ['chitanță', 'chitanțe'],
    filters: ['status', 'from', 'to'],
    defaults: { sort: { sort_by: 'issued_on', sort_dir: 'desc' } },
    endpoint: receiptsApi.endpoints.receiptsControllerList,
    toArg: (receiptFilterDto: ReceiptsFilter) => ({ companyId, receiptFilterDto }),
    toFilter: (params) => ({
      ...searchPeriodSort(params),
      status: params.filters.status as ReceiptStatus | undefined,
    }),
  });
  const { data } = list;

  return (
    <ListView<Receipt>
      title="Chitanțe"
      list={list}
      csv={{ fileBase: 'chitante', columns: csvColumns }}
      add={{ label: 'Emite chitanță', to: '/company/receipts/new' }}
      search={{ label: 'Caută chitanțe', placeholder: 'Serie/nr., plătitor, descriere, bon fiscal' }}
      filters={
        <>
          <DateRangeFilter />
          <FilterSelect
            name="status"
            label="Stare"
            placeholder="Toate stările"
            options={RECEIPT_STATUSES.map((s) => ({
              value: s.value,
              label: s.value === 'cancelled' ? 'Anulate' : 'Emise',
            }))}
            width={150}
          />
        </>
      }
      summary={
        // A search with more than 1 000 matches is not summed (total_capped): the pager says "peste".
        <Statistic
          title={list.filtered ? 'Total încasat (filtrul curent, fără anulate)' : 'Total încasat (fără anulate)'}
          value={data?.totals?.amount != null ? formatLei(data.totals.amount) : '—'}
          style={{ marginBottom: 16 }}
        />
      }
      table={
        <ReceiptsTable
          {...pageTableProps(list, {
            none: 'Nu ai emis încă nicio chitanță.',
            filtered: 'Nicio chitanță nu corespunde filtrului.',
          })}
        />
      }
    />
  );
}
