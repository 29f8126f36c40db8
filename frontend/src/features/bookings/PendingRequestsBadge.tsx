import { Badge } from 'antd';
import { useAppSelector } from '@/app/hooks';
import { useBookingsQuery } from './api';
import { onRomanianClock } from '@/shared/romanianClock';

/** How often the menu asks again for new online requests. */
const POLL_MS = 60_000;

/**
 * Next to "Rezervări" in the menu: how many online requests still wait for an answer (pending,
 * not yet ended). The count is the list's own total (POST {base}/bookings, one row asked for).
 */
export function PendingRequestsBadge() {
  const companyId = useAppSelector((s) => s.auth.user?.company_id) ?? 0;
  const { data } = useBookingsQuery(
    {
      companyId,
      bookingFilterDto: {
        status: 'pending',
        source: 'online',
        date_from: onRomanianClock().format('YYYY-MM-DD'),
        page: 1,
        per_page: 1,
      },
    },
    { skip: !companyId, pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const count = data?.total ?? 0;
  if (!count) return null;
  return (
    <Badge
      count={count}
      size="small"
      style={{ marginInlineStart: 8 }}
      title={count === 1 ? 'O cerere online nouă' : `${count} cereri online noi`}
      data-testid="pending-requests"
    />
  );
}
