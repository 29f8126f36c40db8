/**
 * Quick sale on the dashboard: a returning angler's pass in three interactions.
 *   1. type a name, phone, CNP or plate (no diacritics needed: the server folds them);
 *   2. pick the angler (a click, or Enter for the first one);
 *   3. press "Numerar" or "Card" on a plan tile (plan × water, with its price): the pass is
 *      issued (a chitanță too for cash, as on the full screen) and its print page opens. A cash sale
 *      that would cross a cash limit (the angler's per day, the register's ceiling) asks first.
 * Discounts, another start time, a series or notes: "Permis nou" opens the full screen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Input, List, Modal, Row, Typography, type InputRef } from 'antd';
import { ReloadOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { clientLabel } from '@/features/clients/ClientSelect';
import { useLazyCashLimitsQuery } from '@/features/books/api';
import { useClientsQuery, type Client } from '@/features/clients/api';
import { FiscalGateNotice } from '@/features/fiscal/FiscalNotices';
import { formatDuration } from '@/features/plans/duration';
import { usePlansQuery } from '@/features/plans/api';
import { useCreatePassMutation, type PaymentMethod } from '@/features/passes/api';
import { isNoResponse } from '@/shared/api/describeError';
import { forgetUnanswered, keepUnanswered, newRequestKey, refusedWith409, unansweredKey } from '@/shared/requestKey';
import { formatLei } from '@/shared/format';
import { usePlanSalesQuery } from './api';
import { newAnglerLink } from './newAngler';
import { byRecentSales } from './tileOrder';
import { rowAction } from '@/shared/list/rowAction';
import { clearable } from '@/shared/components/clearable';

/** The search waits for a short pause in typing (shorter than the lists': someone is waiting). */
const QUICK_DEBOUNCE_MS = 200;

interface Tile {
  key: string;
  planId: number;
  waterId: number;
  plan: string;
  water: string;
  duration: string;
  price: string;
}

/** The first digits of a phone, too few to search by (backend/src/clients/client-search.ts takes 3 or more). */
const tooFewDigits = (search: string): boolean =>
  /^\+?[\d\s()./-]+$/.test(search) && search.replace(/\D/g, '').length < 3;

export function QuickSale({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Back from "Pescar nou" (clients/ClientCreatePage.tsx): the new angler is chosen already.
  const location = useLocation() as { state?: { quickSaleClient?: Client } | null };
  const [client, setClient] = useState<Client | null>(location.state?.quickSaleClient ?? null);
  const input = useRef<InputRef>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), QUICK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const {
    data: found,
    isFetching,
    isError: searchFailed,
    refetch: searchAgain,
  } = useClientsQuery(
    { companyId, clientFilterDto: { page: 1, per_page: 6, search } },
    { skip: search === '' || client !== null },
  );
  const {
    data: catalogue,
    isError: plansFailed,
    isFetching: plansFetching,
    refetch: readPlans,
  } = usePlansQuery({
    companyId,
  });
  const { data: sales } = usePlanSalesQuery({ companyId });
  const [createPass, { isLoading: issuing }] = useCreatePassMutation();
  // One sale per angler chosen: a tile tapped again after a lost answer gets the pass already issued;
  // another tile gets a 409 naming it, and the key is renewed for the next tap. A sale that got no
  // answer keeps its key in the tab for its angler: chosen again (or the page reloaded), the same
  // key goes, never a second pass.
  const [saleKey, setSaleKey] = useState(newRequestKey);
  const [checkLimits, { isFetching: checking }] = useLazyCashLimitsQuery();
  // A cash sale over a cash limit waits here for "Vinde oricum".
  const [overLimit, setOverLimit] = useState<{ tile: Tile; warnings: string[] } | null>(null);
  // The button tapped: it spins from the tap to the answer, through the cash limits' check and the
  // issue (two round trips on a weak signal), while the other buttons wait.
  const [tapped, setTapped] = useState<{ tile: string; method: PaymentMethod } | null>(null);

  const tiles = useMemo<Tile[]>(() => {
    const waters = new Map((catalogue?.waters ?? []).filter((w) => w.active).map((w) => [w.id, w.name]));
    const all = (catalogue?.plans ?? [])
      .filter((p) => p.active)
      .flatMap((p) =>
        p.water_ids
          .filter((id) => waters.has(id))
          .map((waterId) => ({
            key: `${p.id}-${waterId}`,
            planId: p.id,
            waterId,
            plan: p.name,
            water: waters.get(waterId)!,
            duration: formatDuration(p.duration_value, p.duration_unit),
            price: p.price,
          })),
      );
    // The most sold in the last 30 days first: the usual sale is the first tile.
    return byRecentSales(all, sales?.rows);
  }, [catalogue, sales]);

  const matches = search && !client ? (found?.data ?? []) : [];
  const pickClient = (c: Client) => {
    // The print page's code loads while the tile is chosen, not after the pass is issued.
    void import('@/features/passes/PassPrintPage');
    setClient(c);
    setSaleKey(unansweredKey(`sale:${c.id}`) ?? newRequestKey());
    setText('');
    setSearch('');
  };

  const issue = async (tile: Tile, payment_method: PaymentMethod, confirmed = false) => {
    if (!client) return;
    setTapped({ tile: tile.key, method: payment_method });
    try {
      await sell(client, tile, payment_method, confirmed);
    } finally {
      setTapped(null);
    }
  };

  const sell = async (client: Client, tile: Tile, payment_method: PaymentMethod, confirmed: boolean) => {
    if (payment_method === 'cash' && !confirmed) {
      // A warning, not a refusal: if the check itself fails, the sale goes on.
      const limits = await rowAction(
        checkLimits({ companyId, cashLimitCheckDto: { client_id: client.id, amount: tile.price } }).unwrap(),
      );
      if (limits?.warnings.length) {
        setOverLimit({ tile, warnings: limits.warnings });
        return;
      }
    }
    const pass = await rowAction(
      createPass({
        companyId,
        clientId: client.id,
        createPassDto: {
          plan_id: tile.planId,
          water_id: tile.waterId,
          discount_id: null,
          payment_method,
          car_plate: client.car_plate,
          notes: null,
          issue_receipt: payment_method === 'cash',
          fiscal_receipt_no: null,
          request_key: saleKey,
        },
      })
        .unwrap()
        .then((issued) => {
          forgetUnanswered(`sale:${client.id}`);
          return issued;
        })
        .catch((error: unknown) => {
          if (isNoResponse(error)) keepUnanswered(`sale:${client.id}`, saleKey);
          else forgetUnanswered(`sale:${client.id}`);
          if (refusedWith409(error)) setSaleKey(newRequestKey());
          throw error;
        }),
      (issued) => `Permisul ${issued.series} ${issued.number} a fost emis.`,
    );
    if (!pass) return;
    void navigate(`/company/passes/${pass.id}/print?tipareste=1`);
  };

  const busy = (tile: Tile, method: PaymentMethod) => tapped?.tile === tile.key && tapped.method === method;

  return (
    <Card
      title="Vânzare rapidă"
      data-testid="quick-sale"
      extra={
        <Link to={client ? `/company/passes/new?client_id=${client.id}` : '/company/passes/new'}>
          Permis nou cu reducere sau alte opțiuni
        </Link>
      }
    >
      <FiscalGateNotice companyId={companyId} />
      <Modal
        open={overLimit !== null}
        title="Limită de numerar depășită"
        okText="Vinde oricum"
        cancelText="Renunță"
        onCancel={() => setOverLimit(null)}
        onOk={() => {
          const pending = overLimit;
          setOverLimit(null);
          if (pending) void issue(pending.tile, 'cash', true);
        }}
      >
        {overLimit?.warnings.map((w) => (
          <Alert
            key={w}
            type="warning"
            showIcon
            title={w}
            style={{ marginBottom: 8 }}
            data-testid="cash-limit-warning"
          />
        ))}
      </Modal>
      {client ? (
        <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
          <Typography.Text strong data-testid="quick-sale-client">
            {clientLabel(client)}
          </Typography.Text>
          <Button
            size="small"
            onClick={() => {
              setClient(null);
              setTimeout(() => input.current?.focus());
            }}
          >
            Alt pescar
          </Button>
        </Flex>
      ) : (
        <>
          <Input
            ref={input}
            aria-label="Caută pescarul"
            placeholder="Nume, telefon, CNP sau nr. auto"
            prefix={<SearchOutlined aria-hidden />}
            allowClear={clearable}
            size="large"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => {
              if (matches.length > 0 && !isFetching && search === text.trim()) pickClient(matches[0]);
            }}
            style={{ maxWidth: 480 }}
          />
          {search !== '' && (
            <List<Client>
              aria-label="Pescari găsiți"
              size="small"
              loading={isFetching}
              style={{ maxWidth: 480, marginTop: 8 }}
              dataSource={matches}
              locale={{
                emptyText: isFetching ? (
                  'Se caută…'
                ) : tooFewDigits(search) ? (
                  // Not "nobody found": no new angler from the first digits of a phone.
                  'Scrieți cel puțin 3 cifre din telefon.'
                ) : searchFailed ? (
                  // No answer (a dropped signal) is not "nobody found": no new angler from it.
                  <Flex vertical align="center" gap={8}>
                    <span>Căutarea nu a primit răspuns.</span>
                    <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => void searchAgain()}>
                      Reîncearcă
                    </Button>
                  </Flex>
                ) : (
                  <Flex vertical align="center" gap={8}>
                    <span>Niciun pescar găsit.</span>
                    <Button
                      type="primary"
                      icon={<UserAddOutlined aria-hidden />}
                      onClick={() => void navigate(newAnglerLink(search))}
                    >
                      Pescar nou
                    </Button>
                  </Flex>
                ),
              }}
              renderItem={(c) => (
                <List.Item>
                  {/* Wrapped on a phone: a long name must not push the phone, which tells namesakes apart, off the screen. */}
                  <Button
                    type="link"
                    onClick={() => pickClient(c)}
                    style={{
                      padding: 0,
                      height: 'auto',
                      whiteSpace: 'normal',
                      textAlign: 'left',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {clientLabel(c)}
                  </Button>
                </List.Item>
              )}
            />
          )}
        </>
      )}
      {client?.blocked && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Blocat: ${client.blocked_reason ?? 'fără motiv'}`}
          description="Unui client blocat nu i se poate emite un permis."
        />
      )}
      {client && !client.blocked && (
        <Row gutter={[12, 12]} role="list" aria-label="Planuri">
          {tiles.length === 0 && !catalogue && plansFailed && !plansFetching && (
            <Col xs={24}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Planurile nu au putut fi încărcate.">
                <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => void readPlans()}>
                  Reîncearcă
                </Button>
              </Empty>
            </Col>
          )}
          {tiles.length === 0 && catalogue && (
            <Col xs={24}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nu există planuri active." />
            </Col>
          )}
          {tiles.map((t) => (
            <Col key={t.key} xs={24} sm={12} lg={8} role="listitem">
              <Card size="small" data-testid="quick-sale-tile" aria-label={`${t.plan}, ${t.water}`}>
                <Typography.Text strong>{t.plan}</Typography.Text>
                <div className="text-secondary">
                  {t.water} · {t.duration}
                </div>
                <Typography.Title level={4} style={{ margin: '4px 0 8px' }}>
                  {formatLei(t.price)}
                </Typography.Title>
                <Flex gap={8}>
                  {(['cash', 'card'] as const).map((method) => (
                    <Button
                      key={method}
                      type={method === 'cash' ? 'primary' : 'default'}
                      loading={busy(t, method)}
                      disabled={(tapped !== null || issuing || checking) && !busy(t, method)}
                      onClick={() => void issue(t, method)}
                      aria-label={`${method === 'cash' ? 'Numerar' : 'Card'}: ${t.plan}, ${t.water}, ${formatLei(t.price)}`}
                    >
                      {method === 'cash' ? 'Numerar' : 'Card'}
                    </Button>
                  ))}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
