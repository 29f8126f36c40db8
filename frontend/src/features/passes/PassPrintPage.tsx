import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { FiscalJobPanel, useLiveFiscalJob } from '@/features/fiscal/FiscalJobPanel';
import { isWaiting } from '@/features/fiscal/fiscal';
import { formatRetention, planWithDuration } from '@/features/plans/duration';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { formatDateTime, formatLei } from '@/shared/format';
import { PrintSheet } from '@/shared/print/PrintSheet';
import { paymentLabel, usePassQuery } from './api';
import { passNumber } from './PassesTable';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  borderBottom: '1px dotted #999',
  padding: '1.2mm 0',
} as const;
const label = { color: '#444', fontSize: 11 } as const;
const value = { fontWeight: 600, textAlign: 'right' } as const;

function Line({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div style={row}>
      <span style={label}>{name}</span>
      <span style={value}>{children}</span>
    </div>
  );
}

/** How long the quick sale's print waits for the bon's number before it prints without it. */
const BON_WAIT_MS = 10_000;

/** /company/passes/:id/print: the A6 pass with its QR code (verify_url) and, when issued, a link to the chitanță. */
export default function PassPrintPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const company = useAppSelector((s) => s.auth.user?.company);
  const {
    data: pass,
    isFetching,
    error,
    refetch,
  } = usePassQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  // amef mode: the sale's bon fiscal, live; the printed pass carries its number.
  const job = useLiveFiscalJob(companyId, pass?.fiscal_job);
  const bonWaiting = !!job && isWaiting(job.status);
  const [stopWaiting, setStopWaiting] = useState(false);
  useEffect(() => {
    if (!bonWaiting) return;
    const timer = setTimeout(() => setStopWaiting(true), BON_WAIT_MS);
    return () => clearTimeout(timer);
  }, [bonWaiting]);
  // ?tipareste=1 (the dashboard's quick sale): the print dialog opens once, as the pass shows (with
  // its bon's number: after the bon is printed, or BON_WAIT_MS at most).
  const [query, setQuery] = useSearchParams();
  const autoPrint = !!pass && query.get('tipareste') === '1' && (!bonWaiting || stopWaiting);
  useEffect(() => {
    if (!autoPrint) return;
    setQuery({}, { replace: true });
    window.print();
  }, [autoPrint, setQuery]);

  if (!pass)
    return (
      <RecordState
        isLoading={isFetching}
        error={error}
        onBack={() => void navigate('/company/passes')}
        onRetry={() => void refetch()}
      />
    );
  const cancelled = pass.status === 'cancelled';

  return (
    <>
      {job && <FiscalJobPanel companyId={companyId} job={job} />}
      <PrintSheet
        size="A6"
        margin={6}
        cancelled={cancelled}
        label={`Permis de pescuit ${passNumber(pass)}`}
        actions={
          <>
            {pass.receipt && (
              <Button onClick={() => void navigate(`/company/receipts/${pass.receipt!.id}/print`)}>
                Chitanța {pass.receipt.series} {pass.receipt.number}
              </Button>
            )}
            {!cancelled && <Button onClick={() => void navigate(`/company/passes/${pass.id}/exit`)}>Ieșire</Button>}
            <Button onClick={() => void navigate(`/company/clients/${pass.client_id}`)}>Fișa clientului</Button>
            <Button onClick={() => void navigate('/company/passes')}>Lista permiselor</Button>
          </>
        }
      >
        <div style={{ textAlign: 'center', borderBottom: '2px solid #000', paddingBottom: '2mm', marginBottom: '2mm' }}>
          <div style={{ fontSize: 14, fontWeight: 700 }}>{company?.name}</div>
          <div style={{ fontSize: 16, fontWeight: 800, letterSpacing: 1, marginTop: '1mm' }}>PERMIS DE PESCUIT</div>
          <div style={{ fontSize: 13 }}>
            Seria <strong data-testid="pass-series">{pass.series}</strong> nr. <strong>{pass.number}</strong>
          </div>
        </div>
        <div style={{ fontSize: 12 }}>
          <Line name="Pescar">{pass.client?.name ?? '—'}</Line>
          <Line name="Apă">{pass.water?.name ?? '—'}</Line>
          {pass.stand && <Line name="Stand">{pass.stand.number}</Line>}
          <Line name="Plan">
            {pass.plan ? planWithDuration(pass.plan.name, pass.plan.duration_value, pass.plan.duration_unit) : '—'}
          </Line>
          <Line name="Valabil de la">{formatDateTime(pass.valid_from)}</Line>
          <Line name="Valabil până la">{formatDateTime(pass.valid_to)}</Line>
          <Line name="Lansete">{pass.rods ?? '—'}</Line>
          <Line name="Reținere">{formatRetention(pass.retention_kg)}</Line>
          {pass.car_plate && <Line name="Nr. auto">{pass.car_plate}</Line>}
          {pass.discount && <Line name={`Reducere ${pass.discount.name}`}>-{formatLei(pass.discount_amount)}</Line>}
          <Line name={`Total (${paymentLabel(pass.payment_method).toLowerCase()})`}>
            <span style={{ fontSize: 14 }}>{formatLei(pass.total)}</span>
          </Line>
          {job?.status === 'printed' && job.receipt_number && (
            <Line name="Bon fiscal nr.">
              <span data-testid="pass-fiscal-number">{job.receipt_number}</span>
            </Line>
          )}
          {cancelled && pass.cancel_reason && <Line name="Motivul anulării">{pass.cancel_reason}</Line>}
        </div>
        <div style={{ textAlign: 'center', marginTop: '3mm' }} data-testid="pass-qr">
          <QRCodeSVG
            value={pass.verify_url}
            size={112}
            level="M"
            marginSize={0}
            title="Cod de verificare al permisului"
          />
          <div style={{ fontSize: 8, marginTop: '1mm', wordBreak: 'break-all', fontFamily: 'monospace' }}>
            {pass.code}
          </div>
        </div>
      </PrintSheet>
    </>
  );
}
