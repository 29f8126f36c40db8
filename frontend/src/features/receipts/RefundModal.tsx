import { Alert, Modal } from 'antd';
import { useState } from 'react';

/**
 * A chitanță of a day closed in the cash book, or of a day before a closed one, is cancelled only as
 * a refund (a payment disposition dated today that names it): the API answers 409 until the
 * cancellation asks for one, and its message says which day is closed. That sentence, or null for
 * any other failure.
 */
export function closedDayOf(err: unknown): string | null {
  const { status, data } = (err ?? {}) as { status?: number; data?: { message?: string } };
  const message = data?.message ?? '';
  return status === 409 && /restituire/.test(message) ? message.split(' Anularea se poate face')[0] : null;
}

type Offer = {
  title: string;
  /** closedDayOf()'s sentence. */
  closed: string;
  /** What happens to the document and its money. */
  description: string;
  /** The cancellation again, with `refund: true`. */
  confirm: () => Promise<unknown>;
};

/**
 * The question a refused cancellation of a closed day's chitanță (or its pass's) leads to: `offer`
 * opens it, "Emite dispoziția de plată" sends the refund. Render `modal` beside the table.
 */
export function useRefundOffer() {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!offer) return;
    setBusy(true);
    await offer.confirm();
    setBusy(false);
    setOffer(null);
  };
  const modal = (
    <Modal
      open={offer !== null}
      title={offer?.title ?? ''}
      okText="Emite dispoziția de plată"
      cancelText="Renunță"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={() => setOffer(null)}
    >
      {offer && <Alert type="warning" showIcon title={offer.closed} description={offer.description} />}
    </Modal>
  );
  return { offer: setOffer, modal };
}
