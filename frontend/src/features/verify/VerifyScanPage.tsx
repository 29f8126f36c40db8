import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result, Typography } from 'antd';
import { useAppSelector } from '@/app/hooks';
import {
  askServer,
  FALSIFIED_TEXT,
  RETIRED_TEXT,
  loadSynced,
  syncCompany,
  verifyKept,
  type PassClaims,
} from '@/features/public/offlineVerify';
import { passNumberText, verifyLabel } from '@/features/public/verify';
import { formatDateTime } from '@/shared/format';
import { makeFrameReader, parseScanned } from './scan';

interface Outcome {
  state: string | null;
  exitedAt?: string | null;
  falsified: boolean;
  /** Signed by a key the company retired as compromised. */
  retired?: boolean;
  online: boolean;
  claims: PassClaims | null;
  water?: string;
  plan?: string;
  holder?: string;
  series?: string;
  number?: number;
  validFrom?: string;
  validTo?: string;
}

const STATUS = { valid: 'success', upcoming: 'info', expired: 'warning', cancelled: 'error', exited: 'error' } as const;

/**
 * /company/verify – "Verificare": staff scan a pass's QR code with the device camera
 * (BarcodeDetector, else jsQR loaded on demand) or type/paste its address. The signature is checked
 * on the device with the company's keys (so it works with no signal) and the server is asked too.
 */
export default function VerifyScanPage() {
  const slug = useAppSelector((s) => s.auth.user?.company?.slug) ?? '';
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [syncedAt, setSyncedAt] = useState<string | null>(() => (slug ? loadSynced(slug).synced_at : null));

  useEffect(() => {
    document.title = 'Verificare permis – Bălți';
  }, []);

  // The keys and the cancelled passes kept as soon as there is signal, not at the first check: the
  // check that needs them may come with none.
  useEffect(() => {
    if (!slug) return;
    let gone = false;
    const sync = () => {
      if (!navigator.onLine) return;
      syncCompany(slug)
        .then((kept) => !gone && setSyncedAt(kept.synced_at))
        .catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    return () => {
      gone = true;
      window.removeEventListener('online', sync);
    };
  }, [slug]);

  const check = async (text: string) => {
    const scanned = parseScanned(text);
    if (!scanned) {
      setOutcome(null);
      setTypedError('Codul nu este al unui permis: scanați codul QR de pe permis sau lipiți adresa lui.');
      return;
    }
    setTypedError(null);
    setChecking(true);
    try {
      let kept = loadSynced(slug);
      if (navigator.onLine) kept = await syncCompany(slug).catch(() => kept);
      setSyncedAt(kept.synced_at);
      const offline = scanned.token ? await verifyKept(scanned.token, slug, kept) : null;
      const server = await askServer(scanned.token, slug, scanned.code);
      if (server.kind === 'retired' || (server.kind === 'none' && offline?.kind === 'retired')) {
        setOutcome({ state: null, falsified: false, retired: true, online: server.kind !== 'none', claims: null });
      } else if (server.kind === 'falsified' || (server.kind === 'none' && offline?.kind === 'falsified')) {
        setOutcome({ state: null, falsified: true, online: server.kind !== 'none', claims: null });
      } else if (server.kind === 'pass') {
        const p = server.pass;
        setOutcome({
          state: p.state,
          exitedAt: p.checked_out_at,
          falsified: false,
          online: true,
          claims: null,
          water: p.water.name,
          plan: p.plan.name,
          holder: p.holder,
          series: p.series,
          number: p.number,
          validFrom: p.valid_from,
          validTo: p.valid_to,
        });
      } else if (offline?.kind === 'checked') {
        const c = offline.claims;
        setOutcome({
          state: offline.state,
          exitedAt: offline.exited_at,
          falsified: false,
          online: false,
          claims: c,
          water: c.water,
          holder: c.initials,
          series: c.series,
          number: c.number,
          validFrom: c.valid_from,
          validTo: c.valid_to,
        });
      } else if (offline?.kind === 'unknown_key') {
        setOutcome(null);
        setTypedError(
          'Fără semnal, permisul nu poate fi verificat: cheia cu care a fost semnat nu este încă pe acest dispozitiv. Verificați din nou când revine semnalul.',
        );
      } else {
        setOutcome(null);
        setTypedError('Fără semnal, un permis fără semnătură nu poate fi verificat.');
      }
    } finally {
      setChecking(false);
    }
  };

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let stop = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        const video = videoRef.current!;
        video.srcObject = stream;
        await video.play();
        const read = await makeFrameReader();
        while (!stop) {
          const text = await read(video, canvasRef.current!).catch(() => null);
          if (text && parseScanned(text)) {
            setScanning(false);
            void check(text);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch {
        setCameraError('Camera nu poate fi folosită: permiteți accesul la cameră sau introduceți codul de mai jos.');
        setScanning(false);
      }
    })();
    return () => {
      stop = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
    // check is stable enough for this loop (it reads the slug only)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);

  const label = outcome?.state ? verifyLabel(outcome.state, outcome.exitedAt) : null;

  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>Verificare permis</Typography.Title>
      <Card>
        <Flex vertical gap={12}>
          {scanning ? (
            <>
              <video ref={videoRef} muted playsInline style={{ width: '100%', maxHeight: 360, background: '#000' }} />
              <Button onClick={() => setScanning(false)}>Oprește camera</Button>
            </>
          ) : (
            <Button
              type="primary"
              size="large"
              onClick={() => {
                setCameraError(null);
                setScanning(true);
              }}
            >
              Scanează codul QR
            </Button>
          )}
          <canvas ref={canvasRef} hidden />
          {cameraError && <Alert type="warning" showIcon title={cameraError} />}
          <Form noValidate layout="vertical" onFinish={() => void check(typed)} requiredMark={false}>
            <Form.Item
              label="Sau adresa / codul de pe permis"
              validateStatus={typedError ? 'error' : undefined}
              help={typedError ?? undefined}
            >
              <Flex gap={8}>
                <Input
                  aria-label="Adresa sau codul permisului"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  placeholder="https://…/verify/…"
                />
                {/* The name is set: antd leaves the spinner's "loading" label in the button until its
                    leave animation ends, which a quick check may never start. */}
                <Button htmlType="submit" loading={checking} aria-label="Verifică" aria-busy={checking}>
                  Verifică
                </Button>
              </Flex>
            </Form.Item>
          </Form>
          <Typography.Text type="secondary" data-testid="scan-synced">
            {syncedAt
              ? `Cheile și lista permiselor anulate sincronizate la ${formatDateTime(syncedAt)}.`
              : 'Cheile bălții nu au fost încă sincronizate pe acest dispozitiv.'}
          </Typography.Text>
        </Flex>
      </Card>

      {outcome?.falsified && (
        <Result
          status="error"
          title={FALSIFIED_TEXT}
          subTitle="Semnătura nu este a firmei sau codul a fost modificat."
        />
      )}
      {outcome?.retired && (
        <Result
          status="warning"
          title={<span data-testid="scan-status">{RETIRED_TEXT}</span>}
          subTitle="Cheia care a semnat codul QR a fost retrasă: re-emiteți permisul din Setări firmă."
        />
      )}
      {outcome && !outcome.falsified && label && (
        <Card style={{ marginTop: 16 }}>
          <Result
            status={STATUS[outcome.state as keyof typeof STATUS] ?? 'info'}
            title={<span data-testid="scan-status">{label.label}</span>}
            subTitle={`${label.hint} ${
              outcome.online
                ? 'Verificat online.'
                : // What the phone cannot know: a cancellation since its last sync.
                  `Verificat fără semnal, cu semnătura firmei. Anulările de după ${
                    syncedAt ? formatDateTime(syncedAt) : 'ultima sincronizare'
                  } nu se văd aici.`
            }`}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Baltă">{outcome.water || '—'}</Descriptions.Item>
            {outcome.plan && <Descriptions.Item label="Permis">{outcome.plan}</Descriptions.Item>}
            <Descriptions.Item label="Titular">{outcome.holder || '—'}</Descriptions.Item>
            <Descriptions.Item label="Serie / număr">
              {passNumberText(outcome.series, outcome.number)}
            </Descriptions.Item>
            <Descriptions.Item label="Valabil">
              {formatDateTime(outcome.validFrom)} – {formatDateTime(outcome.validTo)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </div>
  );
}
