import { useState, type CSSProperties } from 'react';
import { Button, Card, DatePicker, Drawer, Empty, Flex, List, Select, Spin, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useWatersQuery } from '@/features/waters/api';
import { useCompanyId } from '@/shared/list/resourceForm';
import { formatDateTime } from '@/shared/format';
import { onRomanianClock } from '@/shared/romanianClock';
import { BOARD_STATES, useBoardQuery, useBookingQuery, type BoardHolder, type BoardStand } from './api';
import { CheckInButton } from './CheckInButton';
import { LakeMap } from './LakeMap';
import { useWaterMapUrl } from './waterMap';

/** How often the board asks again: a booking or check-in elsewhere shows here without a reload. */
export const BOARD_POLL_MS = 10_000;

function holderText(h: BoardHolder): string {
  const what = h.kind === 'pass' ? `Permis ${h.document ?? ''}` : `Rezervare nr. ${h.id}`;
  return `${h.name || 'Oaspete'} · ${what} · ${formatDateTime(h.starts_at)} – ${formatDateTime(h.ends_at)}`;
}

/** A stand's row on the board as a plain, full-width button (the list's own look). */
const STAND_BUTTON: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
};

function Moves({ title, rows }: { title: string; rows: BoardHolder[] }) {
  return (
    <Card size="small" title={title} style={{ flex: '1 1 280px' }}>
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: 'Niciuna.' }}
        renderItem={(h) => (
          <List.Item>
            {h.stand_number ? <Tag>Standul {h.stand_number}</Tag> : null}
            {holderText(h)}
          </List.Item>
        )}
      />
    </Card>
  );
}

/** A booked stand's booking, read in full: its check-in (with the amount to collect) from the board. */
function BookingActions({ companyId, id }: { companyId: number; id: number }) {
  const { data: booking, isError, isFetching, refetch } = useBookingQuery({ companyId, id });
  if (!booking && isError && !isFetching) {
    return (
      <Flex gap={8} wrap align="center">
        <Typography.Text type="danger">Rezervarea nu a putut fi citită.</Typography.Text>
        <Button onClick={() => void refetch()}>Reîncearcă</Button>
      </Flex>
    );
  }
  if (!booking) return <Spin size="small" />;
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;
  return <CheckInButton booking={booking} companyId={companyId} />;
}

/** What can be done on a stand, opened by tapping it on the map or in the list. */
function StandActions({ companyId, stand, onClose }: { companyId: number; stand: BoardStand; onClose: () => void }) {
  const navigate = useNavigate();
  const h = stand.holder;
  return (
    <Drawer open title={`Standul ${stand.number}`} onClose={onClose} placement="bottom" size="auto">
      <Flex vertical gap={12} data-testid="stand-actions">
        <div>
          <Tag color={BOARD_STATES[stand.state].color}>{BOARD_STATES[stand.state].label}</Tag>
          {h && <Typography.Text>{holderText(h)}</Typography.Text>}
        </div>
        <Flex gap={8} wrap>
          {h?.kind === 'pass' && (
            <>
              <Button type="primary" onClick={() => void navigate(`/company/passes/${h.id}/exit`)}>
                Ieșirea pescarului
              </Button>
              <Button onClick={() => void navigate(`/company/passes/${h.id}/print`)}>Permisul</Button>
            </>
          )}
          {h?.kind === 'booking' && <BookingActions companyId={companyId} id={h.id} />}
          {!h && (
            <>
              <Button type="primary" onClick={() => void navigate('/company/passes/new')}>
                Permis nou
              </Button>
              <Button onClick={() => void navigate('/company/bookings/new')}>Rezervare nouă</Button>
            </>
          )}
        </Flex>
      </Flex>
    </Drawer>
  );
}

const NO_WATERS: never[] = [];

/** /company/board: the lake's day — POST {base}/board, polled so it follows changes. */
export default function BoardPage() {
  const companyId = useCompanyId();
  const [date, setDate] = useState<Dayjs>(onRomanianClock());
  const watersRead = useWatersQuery({ companyId, active: '1' });
  const waters = watersRead.data ?? NO_WATERS;
  // ?water_id=… opens the board on that water (the stands page links to it).
  const [query] = useSearchParams();
  const [waterId, setWaterId] = useState<number | undefined>(Number(query.get('water_id')) || undefined);
  // Otherwise the first water with stands: the board of a water without any is empty.
  const water = waterId ?? (waters.find((w) => w.stands_count > 0) ?? waters[0])?.id;
  const { data, isLoading, isError, isFetching, refetch } = useBoardQuery(
    { companyId, boardDto: { date: date.format('YYYY-MM-DD'), water_id: water } },
    { skip: !water, pollingInterval: BOARD_POLL_MS, skipPollingIfUnfocused: true },
  );
  const stands = data?.stands ?? [];
  // No answer (a dropped signal): said so, with a way to read again, never "no stands".
  const watersFailed = !watersRead.data && watersRead.isError && !watersRead.isFetching;
  const failed = watersFailed || (!data && isError && !isFetching);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = stands.find((s) => s.id === selectedId) ?? null;
  const mapUrl = useWaterMapUrl({ companyId, id: water ?? 0 }, waters.find((w) => w.id === water)?.map_media_id);
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Harta zilei
        </Typography.Title>
        <Flex gap={12} wrap>
          <Select
            aria-label="Apa"
            style={{ width: 200 }}
            value={water}
            onChange={setWaterId}
            options={waters.map((w) => ({ value: w.id, label: w.name }))}
            placeholder="Alege apa"
          />
          <DatePicker
            aria-label="Ziua"
            value={date}
            format="DD.MM.YYYY"
            allowClear={false}
            onChange={(d) => d && setDate(d)}
          />
        </Flex>
      </Flex>
      {failed ? (
        <Empty description="Harta zilei nu a putut fi încărcată.">
          <Button type="primary" onClick={() => void (watersFailed ? watersRead.refetch() : refetch())}>
            Reîncearcă
          </Button>
        </Empty>
      ) : isLoading || (!watersRead.data && watersRead.isFetching) ? (
        <Spin />
      ) : !stands.length ? (
        <Empty
          description={
            <>
              Apa aleasă nu are standuri.{' '}
              <Link
                to={water ? `/company/waters/${water}/stands` : '/company/waters'}
                style={{ textDecoration: 'underline' }}
              >
                Adaugă standuri
              </Link>
            </>
          }
        />
      ) : (
        <Flex gap={16} wrap>
          <div style={{ flex: '2 1 420px', minWidth: 0 }}>
            <LakeMap
              label="Harta standurilor"
              image={mapUrl}
              onSelect={setSelectedId}
              markers={stands.map((s) => ({
                id: s.id,
                number: s.number,
                x: s.x,
                y: s.y,
                color: BOARD_STATES[s.state].color,
                title: `Standul ${s.number}: ${BOARD_STATES[s.state].label}${s.holder ? ` – ${s.holder.name}` : ''}`,
              }))}
            />
            <Flex gap={12} wrap style={{ marginTop: 8 }}>
              {Object.entries(BOARD_STATES).map(([key, s]) => (
                <Tag key={key} color={s.color}>
                  {s.label}
                </Tag>
              ))}
            </Flex>
          </div>
          <Card size="small" title="Standuri" style={{ flex: '1 1 300px' }}>
            <List
              size="small"
              dataSource={stands}
              renderItem={(s) => (
                <List.Item data-testid={`board-stand-${s.number}`}>
                  {/* A button inside the list item, not the item as a button: a list holds list items. */}
                  <button type="button" style={STAND_BUTTON} onClick={() => setSelectedId(s.id)}>
                    <Flex vertical style={{ width: '100%' }}>
                      <Flex justify="space-between">
                        <strong>Standul {s.number}</strong>
                        <Tag color={BOARD_STATES[s.state].color}>{BOARD_STATES[s.state].label}</Tag>
                      </Flex>
                      {s.holder && <Typography.Text type="secondary">{holderText(s.holder)}</Typography.Text>}
                    </Flex>
                  </button>
                </List.Item>
              )}
            />
          </Card>
        </Flex>
      )}
      {selected && <StandActions companyId={companyId} stand={selected} onClose={() => setSelectedId(null)} />}
      {data && (
        <Flex gap={16} wrap style={{ marginTop: 16 }}>
          <Moves title="Sosiri" rows={data.arrivals} />
          <Moves title="Plecări" rows={data.departures} />
        </Flex>
      )}
    </>
  );
}
