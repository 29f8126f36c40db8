import { useState } from 'react';
import { Button, Descriptions, Modal, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PAYMENT_METHODS, type PaymentMethod } from '@/features/passes/api';
import { formatDateTime, formatLei } from '@/shared/format';
import { newRequestKey } from '@/shared/requestKey';
import { useCheckInBookingMutation, type Booking } from './api';
import { rowAction } from '@/shared/list/rowAction';

/** At the gate: the angler came; the pass is issued for the booking and printed. */
export function CheckInButton({ booking, companyId }: { booking: Booking; companyId: number }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  // One pass per booking: a tap sent again after a lost answer gets the pass already issued.
  const [requestKey] = useState(newRequestKey);
  const [checkIn, { isLoading }] = useCheckInBookingMutation();
  const navigate = useNavigate();
  const submit = async () => {
    const pass = await rowAction(
      checkIn({ companyId, id: booking.id, checkInDto: { payment_method: method, request_key: requestKey } }).unwrap(),
    );
    if (pass) void navigate(`/company/passes/${pass.id}/print`);
  };
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        Prezent
      </Button>
      <Modal
        open={open}
        title={`Prezentare: rezervarea nr. ${booking.id}`}
        okText="Emite permisul"
        cancelText="Renunță"
        confirmLoading={isLoading}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>
          {booking.name}
          {booking.stand ? `, standul ${booking.stand.number}` : ''}, {formatDateTime(booking.starts_at)} –{' '}
          {formatDateTime(booking.ends_at)}.
        </Typography.Paragraph>
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'total', label: 'Total', children: formatLei(booking.total) },
            { key: 'deposit', label: 'Avans dedus', children: formatLei(booking.deposit) },
            {
              key: 'due',
              label: 'De încasat',
              children: (
                <Typography.Text strong data-testid="checkin-due">
                  {formatLei(booking.due)}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Radio.Group
          aria-label="Modalitatea de plată"
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          options={PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label }))}
        />
      </Modal>
    </>
  );
}
