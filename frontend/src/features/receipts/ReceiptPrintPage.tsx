import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { useStatesQuery } from '@/features/states/api';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { formatDate, formatLei } from '@/shared/format';
import { issuerOf, placeLine } from '@/shared/print/issuer';
import { PrintSheet } from '@/shared/print/PrintSheet';
import { useReceiptQuery } from './api';

const blank = { borderBottom: '1px dotted #000', padding: '0 2mm', fontWeight: 600 } as const;
const para = { margin: '0 0 3mm', lineHeight: 1.9, fontSize: 13 } as const;

/** /company/receipts/:id/print: the A5 chitanță (form 14-4-1). */
export default function ReceiptPrintPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const company = useAppSelector((s) => s.auth.user?.company);
  const { data: states = [] } = useStatesQuery();
  const {
    data: receipt,
    isFetching,
    error,
    refetch,
  } = useReceiptQuery({ companyId, id }, { refetchOnMountOrArgChange: true });

  if (!receipt)
    return (
      <RecordState
        isLoading={isFetching}
        error={error}
        onBack={() => void navigate('/company/receipts')}
        onRetry={() => void refetch()}
      />
    );

  const issuer = issuerOf(company, states);
  const payer = receipt.client;
  const payerCounty = payer?.state_id ? (states.find((s) => s.id === payer.state_id)?.name ?? null) : null;
  const payerPlace = payer ? placeLine(payer.address, payer.city, payerCounty) : '';
  const cancelled = receipt.status === 'cancelled';

  return (
    <PrintSheet
      size="A5"
      margin={10}
      cancelled={cancelled}
      stamp="ANULATĂ"
      label={`Chitanța ${receipt.series} ${receipt.number}`}
      actions={
        <>
          {receipt.pass_id && (
            <Button onClick={() => void navigate(`/company/passes/${receipt.pass_id}/print`)}>Permisul</Button>
          )}
          <Button onClick={() => void navigate(`/company/clients/${receipt.client_id}`)}>Fișa clientului</Button>
          <Button onClick={() => void navigate('/company/receipts')}>Lista chitanțelor</Button>
        </>
      }
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: '6mm', fontSize: 11, lineHeight: 1.5 }}>
        <div>
          <div style={{ fontSize: 13, fontWeight: 700 }}>{issuer.name}</div>
          {issuer.cui && <div>CUI: {issuer.cui}</div>}
          {issuer.regCom && <div>Reg. Com.: {issuer.regCom}</div>}
          {issuer.address && <div>Adresa: {issuer.address}</div>}
          {(issuer.city || issuer.county) && (
            <div>{[issuer.city, issuer.county ? `jud. ${issuer.county}` : null].filter(Boolean).join(', ')}</div>
          )}
        </div>
        <div style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <div data-testid="receipt-form-code" style={{ fontSize: 9 }}>
            Cod 14-4-1
          </div>
          <div>
            Seria <strong>{receipt.series}</strong> nr. <strong>{receipt.number}</strong>
          </div>
          <div>
            Data: <strong>{formatDate(receipt.issued_on)}</strong>
          </div>
        </div>
      </header>
      <h1 style={{ textAlign: 'center', fontSize: 24, letterSpacing: 4, margin: '8mm 0 6mm' }}>CHITANȚĂ</h1>
      <p style={para}>
        Am primit de la <span style={blank}>{payer?.name ?? '—'}</span>
        {payer?.cnp && (
          <>
            , CNP <span style={blank}>{payer.cnp}</span>
          </>
        )}
        {payerPlace && (
          <>
            , domiciliat(ă) în <span style={blank}>{payerPlace}</span>
          </>
        )}
      </p>
      <p style={para}>
        suma de <span style={blank}>{formatLei(receipt.amount)}</span>, adică{' '}
        <span style={blank}>{receipt.amount_words}</span>
      </p>
      <p style={para}>
        reprezentând <span style={blank}>{receipt.description}</span>
      </p>
      {receipt.fiscal_receipt_no && (
        <p style={para}>
          Bon fiscal nr. <span style={blank}>{receipt.fiscal_receipt_no}</span>
        </p>
      )}
      {cancelled && receipt.cancel_reason && (
        <p style={{ ...para, color: '#cf1322' }}>Anulată: {receipt.cancel_reason}</p>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: '14mm', fontSize: 13 }}>
        <div style={{ textAlign: 'center', minWidth: '50mm' }}>
          <div>Casier,</div>
          <div style={{ borderBottom: '1px solid #000', height: '12mm' }} />
        </div>
      </div>
    </PrintSheet>
  );
}
