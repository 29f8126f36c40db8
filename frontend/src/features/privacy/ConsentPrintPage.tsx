import { useEffect } from 'react';
import { Button } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { useClientQuery } from '@/features/clients/api';
import { useStatesQuery } from '@/features/states/api';
import { RecordState, useCompanyId } from '@/shared/list/resourceForm';
import { formatDate } from '@/shared/format';
import { issuerOf } from '@/shared/print/issuer';
import { PrintSheet } from '@/shared/print/PrintSheet';
import { defaultConsentText } from './api';

const line = { borderBottom: '1px dotted #000', display: 'inline-block', minWidth: '60mm' } as const;

/** /company/clients/:id/consent: the consent form to print and have signed (opens the print dialog with ?print=1). */
export default function ConsentPrintPage() {
  const companyId = useCompanyId();
  const id = Number(useParams().id);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const company = useAppSelector((s) => s.auth.user?.company);
  const { data: states = [] } = useStatesQuery();
  const { data: client, isLoading, error } = useClientQuery({ companyId, id }, { refetchOnMountOrArgChange: true });
  const autoPrint = query.get('print') === '1';

  useEffect(() => {
    if (client && autoPrint) window.print();
  }, [client, autoPrint]);

  if (!client)
    return <RecordState isLoading={isLoading} error={error} onBack={() => void navigate('/company/clients')} />;

  const issuer = issuerOf(company, states);
  const text = client.consent_text ?? defaultConsentText(issuer.name);

  return (
    <PrintSheet
      size="A5"
      margin={12}
      label={`Acord prelucrare date ${client.name}`}
      actions={<Button onClick={() => void navigate(`/company/clients/${id}`)}>Fișa clientului</Button>}
    >
      <header style={{ fontSize: 11, lineHeight: 1.5 }}>
        <div style={{ fontSize: 13, fontWeight: 700 }}>{issuer.name}</div>
        {issuer.cui && <div>CUI: {issuer.cui}</div>}
        {issuer.address && <div>{issuer.address}</div>}
      </header>
      <h1 style={{ fontSize: 16, textAlign: 'center', margin: '8mm 0 5mm' }}>
        Acord privind prelucrarea datelor cu caracter personal
      </h1>
      <p style={{ fontSize: 12, lineHeight: 1.7 }}>
        Subsemnatul/subsemnata <strong>{client.name}</strong>
        {client.id_series || client.id_number
          ? `, act de identitate ${client.id_series ?? ''} ${client.id_number ?? ''}`
          : ''}
        , declar:
      </p>
      <p style={{ fontSize: 12, lineHeight: 1.7, whiteSpace: 'pre-wrap' }}>{text}</p>
      <p style={{ fontSize: 11, lineHeight: 1.6 }}>
        Temei: Regulamentul (UE) 2016/679 (GDPR), Legea 190/2018, Decizia ANSPDCP 132/2011. Acordul se poate retrage
        oricând; puteți cere o copie a datelor sau ștergerea lor la sediul firmei.
      </p>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: '12mm', fontSize: 12 }}>
        <div>Data: {client.consent_at ? formatDate(client.consent_at) : <span style={line}>&nbsp;</span>}</div>
        <div>
          Semnătura: <span style={line}>&nbsp;</span>
        </div>
      </div>
    </PrintSheet>
  );
}
