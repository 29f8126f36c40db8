import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import type { Client } from '@/features/clients/api';
import { formatDate, formatDateTime } from '@/shared/format';
import {
  defaultConsentText,
  useAnonymizeClientMutation,
  useExportClientMutation,
  useRecordConsentMutation,
} from './api';
import { foldForSearch } from '@/shared/list/searchByLabel';
import { rowAction } from '@/shared/list/rowAction';
import { saveFile } from '@/shared/saveFile';

/** Saves a JSON document as a file download. */
function downloadJson(fileName: string, data: unknown): void {
  saveFile(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }));
}

/**
 * "Acord și date personale" of a client's page: the recorded consent, the consent form to
 * print and sign, and for role 2 the export of the person's data and their erasure.
 */
export function ClientPrivacyCard({ companyId, client }: { companyId: number; client: Client }) {
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.user);
  const isAdmin = user?.role === 2;
  const [consentOpen, setConsentOpen] = useState(false);
  const [consentText, setConsentText] = useState('');
  const [consentError, setConsentError] = useState<string | null>(null);
  const [eraseOpen, setEraseOpen] = useState(false);
  const [typedName, setTypedName] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [recordConsent, { isLoading: saving }] = useRecordConsentMutation();
  const [exportClient, { isLoading: exporting }] = useExportClientMutation();
  const [anonymize, { isLoading: erasing }] = useAnonymizeClientMutation();
  const ref = { companyId, id: client.id };

  const openConsent = () => {
    setConsentText(client.consent_text ?? defaultConsentText(user?.company?.name ?? ''));
    setConsentError(null);
    setConsentOpen(true);
  };
  const saveConsent = async () => {
    if (!consentText.trim()) {
      setConsentError('Scrieți textul la care clientul își dă acordul.');
      return;
    }
    const answer = await rowAction(
      recordConsent({ ...ref, consentDto: { consent_text: consentText.trim() } }).unwrap(),
      'Acordul clientului a fost înregistrat.',
    );
    if (answer) setConsentOpen(false);
  };
  const onExport = async () => {
    const data = await rowAction(exportClient(ref).unwrap());
    if (data) {
      downloadJson(`date-client-${client.id}-${new Date().toISOString().slice(0, 10)}.json`, data);
      toast.success('Datele clientului au fost exportate.');
    }
  };
  // As the name is typed on any keyboard: with or without diacritics (ş with a cedilla too), any case.
  const nameMatches = foldForSearch(typedName) === foldForSearch(client.name);
  const onErase = async () => {
    if (!reason.trim()) {
      setReasonError('Spuneți de ce se șterg datele (de ex. cererea clientului din data de…).');
      return;
    }
    const answer = await rowAction(
      anonymize({ ...ref, anonymizeDto: { reason: reason.trim() } }).unwrap(),
      'Datele personale ale clientului au fost anonimizate.',
    );
    if (answer) setEraseOpen(false);
  };

  return (
    <Card title="Acord și date personale" size="small">
      {client.anonymized_at ? (
        <Alert
          type="info"
          showIcon
          title={`Datele personale au fost anonimizate la ${formatDate(client.anonymized_at)}.`}
          description="Permisele și chitanțele rămân, cu numerele și sumele lor (documente fiscale)."
        />
      ) : client.consent_at ? (
        <div data-testid="client-consent">
          <Typography.Text strong>Acord dat la {formatDateTime(client.consent_at)}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
            „{client.consent_text}”
          </Typography.Paragraph>
        </div>
      ) : (
        <Alert
          type="warning"
          showIcon
          title="Clientul nu și-a dat acordul"
          description="Copiile actelor de identitate se pot încărca doar după ce acordul clientului este înregistrat."
        />
      )}
      {!client.anonymized_at && (
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Button type={client.consent_at ? 'default' : 'primary'} onClick={openConsent}>
            {client.consent_at ? 'Reînnoiește acordul' : 'Înregistrează acordul'}
          </Button>
          <Button onClick={() => void navigate(`/company/clients/${client.id}/consent?print=1`)}>
            Tipărește formularul de acord
          </Button>
          {isAdmin && (
            <Button onClick={() => void onExport()} loading={exporting}>
              Exportă datele (JSON)
            </Button>
          )}
          {isAdmin && (
            <Button
              danger
              onClick={() => {
                setTypedName('');
                setReason('');
                setReasonError(null);
                setEraseOpen(true);
              }}
            >
              Anonimizează
            </Button>
          )}
        </Flex>
      )}

      <Modal
        open={consentOpen}
        title="Acordul clientului"
        okText="Salvează acordul"
        cancelText="Renunță"
        confirmLoading={saving}
        onOk={() => void saveConsent()}
        onCancel={() => setConsentOpen(false)}
      >
        <Typography.Paragraph type="secondary">
          Citiți-i clientului textul (sau dați-i formularul tipărit să-l semneze), apoi salvați.
        </Typography.Paragraph>
        <label htmlFor="consent-text">Textul acordului</label>
        <Input.TextArea
          id="consent-text"
          value={consentText}
          onChange={(e) => setConsentText(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={5000}
          status={consentError ? 'error' : undefined}
        />
        {consentError && <Typography.Text type="danger">{consentError}</Typography.Text>}
      </Modal>

      <Modal
        open={eraseOpen}
        title="Anonimizează clientul"
        okText="Anonimizează definitiv"
        cancelText="Renunță"
        okButtonProps={{ danger: true, disabled: !nameMatches }}
        confirmLoading={erasing}
        onOk={() => void onErase()}
        onCancel={() => setEraseOpen(false)}
      >
        <Alert
          type="error"
          showIcon
          title="Nu se poate anula."
          description="Se șterg CNP-ul, actul de identitate, telefonul, e-mailul, adresa, numărul auto, observațiile și documentele; numele rămâne ca inițiale. Permisele și chitanțele rămân."
          style={{ marginBottom: 12 }}
        />
        <label htmlFor="erase-reason">Motivul</label>
        <Input
          id="erase-reason"
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setReasonError(null);
          }}
          maxLength={255}
          placeholder="Cererea clientului din data de…"
          status={reasonError ? 'error' : undefined}
        />
        {reasonError && <Typography.Text type="danger">{reasonError}</Typography.Text>}
        <div style={{ marginTop: 12 }}>
          <label htmlFor="erase-name">
            Scrieți numele clientului, <strong>{client.name}</strong>, pentru confirmare
          </label>
          <Input id="erase-name" value={typedName} onChange={(e) => setTypedName(e.target.value)} autoComplete="off" />
        </div>
      </Modal>
    </Card>
  );
}
