import { Button, Flex, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { CancelAction } from '@/features/passes/CancelAction';
import { WaterFilter } from '@/features/waters/WaterFilter';
import { ConfirmButton } from '@/shared/components/listing';
import { useCompanyId } from '@/shared/list/resourceForm';
import type { CsvColumn } from '@/shared/csv';
import { formatAmount, formatDateTime, formatLei } from '@/shared/format';
import { ListView, rowAction, sortable, type ListColumns } from '@/shared/list/ListView';
import { DateRangeFilter, FilterSelect, filterId, searchPeriodSort } from '@/shared/list/filters';
import { useServerList } from '@/shared/list/useListController';
import { PhoneLink, Struck } from '@/shared/components/rowCells';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  bookingsApi,
  sourceLabel,
  statusOf,
  useCancelBookingMutation,
  useConfirmBookingMutation,
  useNoShowBookingMutation,
  type Booking,
  type BookingsFilter,
  type BookingStatus,
} from './api';
import { CheckInButton } from './CheckInButton';

const csvColumns: CsvColumn<Booking>[] = [
  { title: 'Nr.', value: (b) => b.id },
  { title: 'Pescar', value: (b) => b.name },
  { title: 'Telefon', value: (b) => b.guest_phone },
  { title: 'Apă', value: (b) => b.water.name },
  { title: 'Stand', value: (b) => b.stand?.number },
  { title: 'Plan', value: (b) => b.plan.name },
  { title: 'De la', value: (b) => formatDateTime(b.starts_at) },
  { title: 'Până la', value: (b) => formatDateTime(b.ends_at) },
  { title: 'Pescari', value: (b) => b.anglers },
  { title: 'Avans (lei)', value: (b) => formatAmount(b.deposit) },
  { title: 'Sursă', value: (b) => sourceLabel(b.source) },
  { title: 'Stare', value: (b) => statusOf(b.status).label },
  { title: 'Observații', value: (b) => b.notes },
];

/** A deposit whose chitanță (or bon's sale) was cancelled: no money is held for it any more. */
const depositGivenBack = (b: Booking) =>
  b.deposit_receipt?.status === 'cancelled' || b.fiscal_job?.status === 'cancelled';

/** What a cancellation leaves of the deposit: it stays taken until its document is cancelled. */
function depositNote(b: Booking): string {
  if (Number(b.deposit) <= 0 || depositGivenBack(b)) return '';
  const doc = b.deposit_receipt
    ? `anulați chitanța ${b.deposit_receipt.series} ${b.deposit_receipt.number} din lista chitanțelor`
    : 'anulați vânzarea avansului pe pagina „Casa de marcat”';
  return ` Avansul de ${formatLei(b.deposit)} rămâne încasat: dacă îl dați înapoi, ${doc}.`;
}

/** /company/bookings: POST {base}/bookings (paginated; date range, water, status and source on the server). */
export default function BookingsListPage() {
  const companyId = useCompanyId();
  const list = useServerList({
    noun: ['rezervare', 'rezervări'],
    filters: ['water_id', 'status', 'source', 'from', 'to'],
    defaults: { sort: { sort_by: 'starts_at', sort_dir: 'asc' } },
    endpoint: bookingsApi.endpoints.bookingsControllerList,
    toArg: (bookingFilterDto: BookingsFilter) => ({ companyId, bookingFilterDto }),
    toFilter: (params) => ({
      ...searchPeriodSort(params),
      water_id: filterId(params.filters.water_id),
      status: params.filters.status as BookingStatus | undefined,
      source: params.filters.source as Booking['source'] | undefined,
    }),
  });
  const sort = list.params.sort;
  const [confirm] = useConfirmBookingMutation();
  const [cancel] = useCancelBookingMutation();
  const [noShow] = useNoShowBookingMutation();
  const navigate = useNavigate();

  const columns: ListColumns<Booking> = [
    { title: 'Nr.', dataIndex: 'id', ...sortable(sort, 'id') },
    {
      title: 'Pescar',
      key: 'name',
      card: 'title',
      render: (_, b) => (
        <Flex vertical>
          <span>{b.name}</span>
          {b.guest_phone && <PhoneLink phone={b.guest_phone} />}
        </Flex>
      ),
    },
    {
      title: 'Apă / stand',
      key: 'where',
      render: (_, b) => `${b.water.name}${b.stand ? `, standul ${b.stand.number}` : ''}`,
    },
    {
      title: 'Perioada',
      dataIndex: 'starts_at',
      ...sortable(sort, 'starts_at'),
      render: (_: string, b) => `${formatDateTime(b.starts_at)} – ${formatDateTime(b.ends_at)}`,
    },
    { title: 'Pescari', dataIndex: 'anglers', align: 'right' },
    {
      title: 'Avans',
      dataIndex: 'deposit',
      align: 'right',
      render: (v: string, b) =>
        depositGivenBack(b) ? (
          <span className="nowrap">
            <Struck when>{formatLei(v)}</Struck> <span className="text-secondary">(anulat)</span>
          </span>
        ) : (
          <span className="nowrap">{formatLei(v)}</span>
        ),
    },
    { title: 'Sursă', dataIndex: 'source', render: (v: Booking['source']) => sourceLabel(v) },
    {
      title: 'Stare',
      dataIndex: 'status',
      render: (v: BookingStatus) => <Tag color={statusOf(v).color}>{statusOf(v).label}</Tag>,
    },
    {
      title: 'Acțiuni',
      key: 'actions',
      render: (_, b) =>
        b.status === 'pending' || b.status === 'confirmed' ? (
          <Flex gap={4} wrap>
            {b.status === 'pending' && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void rowAction(confirm({ companyId, id: b.id }).unwrap(), 'Rezervarea a fost confirmată.')
                }
              >
                Confirmă
              </Button>
            )}
            <CheckInButton booking={b} companyId={companyId} />
            {/* Only once it has started (the API refuses it before). */}
            {Date.parse(b.starts_at) <= Date.now() && (
              <ConfirmButton
                label="Neprezentat"
                title={`Marchezi rezervarea nr. ${b.id} ca neprezentată?`}
                description="Standul se eliberează; avansul rămâne încasat."
                okText="Da"
                onConfirm={() => rowAction(noShow({ companyId, id: b.id }).unwrap(), 'Rezervarea a fost marcată.')}
              />
            )}
            <CancelAction
              verb={b.status === 'pending' ? 'refuză' : 'anulează'}
              reasonLabel={b.status === 'pending' ? 'Motivul refuzului' : undefined}
              title={b.status === 'pending' ? `Refuzi cererea nr. ${b.id}?` : `Anulezi rezervarea nr. ${b.id}?`}
              description={`Pescarul primește un e-mail, dacă și-a lăsat adresa. Standul se eliberează.${depositNote(b)}`}
              onConfirm={(reason) =>
                rowAction(
                  cancel({ companyId, id: b.id, bookingReasonDto: { reason } }).unwrap(),
                  b.status === 'pending' ? 'Cererea a fost refuzată.' : 'Rezervarea a fost anulată.',
                )
              }
            />
          </Flex>
        ) : b.pass_id ? (
          <Button type="link" size="small" onClick={() => void navigate(`/company/passes/${b.pass_id}/print`)}>
            Permisul
          </Button>
        ) : null,
    },
  ];

  return (
    <ListView<Booking>
      title="Rezervări"
      list={list}
      columns={columns}
      csv={{ fileBase: 'rezervari', columns: csvColumns }}
      add={{ label: 'Rezervare nouă', to: '/company/bookings/new' }}
      search={{ label: 'Caută rezervări', placeholder: 'Nume sau telefon', width: 260 }}
      filters={
        <>
          <DateRangeFilter placeholder={['De la', 'Până la']} />
          <WaterFilter width={180} />
          <FilterSelect
            name="status"
            label="Stare"
            placeholder="Toate stările"
            options={BOOKING_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
            width={160}
          />
          <FilterSelect
            name="source"
            label="Sursă"
            placeholder="Toate sursele"
            options={BOOKING_SOURCES.map((s) => ({ value: s.value, label: s.label }))}
            width={150}
          />
        </>
      }
      empty={{
        none: 'Nu există încă nicio rezervare. Pescarii pot cere una de pe pagina publică a bălții, iar tu o poți înregistra cu „Rezervare nouă”.',
        filtered: 'Nicio rezervare nu corespunde filtrului.',
      }}
    />
  );
}
