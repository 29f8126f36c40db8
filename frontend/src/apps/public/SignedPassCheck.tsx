import { useEffect, useState, type ReactNode } from 'react';
import {
  askServer,
  FALSIFIED_TEXT,
  RETIRED_TEXT,
  keepForOffline,
  linkManifest,
  loadSynced,
  syncCompany,
  verifyKept,
  type OfflineResult,
  type ServerAnswer,
  type Synced,
} from '@/features/public/offlineVerify';
import { keptCompanyName, rememberCompanyName, syncCompanyName } from '@/features/public/keptNames';
import { PassDetails, VerifyStatus } from '@/features/public/PassVerdict';
import { verifyLabel } from '@/features/public/verify';
import { formatDateTime } from '@/shared/format';

/**
 * /verify/<code>#<token>: the pass proves itself. With no signal the signature is checked with the
 * company's keys kept on the phone, the state read from the phone's clock and the cancelled passes
 * synced last time; with signal the keys and cancellations are synced and the server asked too.
 */
export function SignedPassCheck({ slug, token }: { slug: string; token: string }) {
  const [offline, setOffline] = useState<OfflineResult | null>(null);
  const [server, setServer] = useState<ServerAnswer | null>(null);
  const [synced, setSynced] = useState<Synced>(() => loadSynced(slug));
  const [installable, setInstallable] = useState(false);
  const [round, setRound] = useState(0);
  const [companyName, setCompanyName] = useState(() => keptCompanyName(slug));

  useEffect(() => {
    linkManifest();
    let gone = false;
    void (async () => {
      let kept = loadSynced(slug);
      // First the proof on the phone, at once (no waiting for a weak signal).
      if (kept.jwks.length) {
        const first = await verifyKept(token, slug, kept);
        if (!gone) setOffline(first);
      }
      if (navigator.onLine) {
        try {
          [kept] = await Promise.all([
            syncCompany(slug),
            syncCompanyName(slug).then((name) => !gone && setCompanyName(name)),
          ]);
        } catch {
          // no signal after all: what is kept stays
        }
      }
      const result = await verifyKept(token, slug, kept);
      const answer = await askServer(token, slug);
      if (gone) return;
      if (answer.kind === 'pass') rememberCompanyName(slug, answer.pass.company.name);
      setSynced(kept);
      setOffline(result);
      setServer(answer);
    })();
    return () => {
      gone = true;
    };
  }, [slug, token, round]);

  useEffect(() => {
    let gone = false;
    if (navigator.onLine) {
      keepForOffline()
        .then((ok) => !gone && setInstallable(ok))
        .catch(() => undefined);
    }
    return () => {
      gone = true;
    };
  }, []);

  const syncedText = synced.synced_at
    ? `Lista permiselor anulate sincronizată la ${formatDateTime(synced.synced_at)}.`
    : 'Lista permiselor anulate nu a fost încă sincronizată pe acest telefon.';
  const footer = <Footer installable={installable} onRetry={() => setRound((r) => r + 1)} />;

  if (!offline && !server) {
    return (
      <p role="status" className="verify-loading">
        Se verifică permisul…
      </p>
    );
  }

  // A key retired as compromised signed it: the server's 410, or the retired kids synced last.
  const retired = server?.kind === 'retired' || (server?.kind !== 'pass' && offline?.kind === 'retired');
  if (retired) {
    return (
      <Refused testId="verify-retired" status="NEVALABIL" title={RETIRED_TEXT} checked={syncedText} footer={footer}>
        Cheia cu care a fost semnat acest cod QR a fost retrasă de baltă. Cereți un permis re-emis.
      </Refused>
    );
  }

  const falsified = server?.kind === 'falsified' || (server?.kind !== 'pass' && offline?.kind === 'falsified');
  if (falsified) {
    return (
      <Refused testId="verify-falsified" status="FALS" title={FALSIFIED_TEXT} checked={syncedText} footer={footer}>
        Semnătura codului QR nu este a acestei bălți sau codul a fost modificat.
      </Refused>
    );
  }

  const checked = offline?.kind === 'checked' ? offline : null;
  const fromServer = server?.kind === 'pass' ? server.pass : null;
  if (!checked && !fromServer) {
    return (
      <section className="verify verify-unknown" data-testid="verify-error">
        <h1 className="verify-status-text">Verificarea nu a reușit</h1>
        <p>
          Nu există semnal, iar cheia cu care a fost semnat permisul nu este încă păstrată pe acest telefon. Deschideți
          pagina din nou cu semnal.
        </p>
        {footer}
      </section>
    );
  }
  const state = fromServer?.state ?? checked!.state;
  const { label, tone, hint } = verifyLabel(state, fromServer ? fromServer.checked_out_at : checked!.exited_at);
  const claims = checked?.claims;
  return (
    <section className={`verify verify-${tone}`} aria-live="polite">
      <p className="verify-company">
        {fromServer?.company.name ?? claims?.company_name ?? companyName ?? claims?.company}
      </p>
      {/* Anyone may open an account under any lake's name: the address is what is the lake's own. */}
      <p className="verify-address" data-testid="verify-address">
        verificat la adresa <strong>{window.location.host}</strong>
      </p>
      {!fromServer && (
        // Checked on the phone: said large, with how fresh the cancelled passes' list is.
        <div className="verify-offline-badge" data-testid="verify-offline-badge">
          VERIFICAT FĂRĂ SEMNAL
          <span>
            {synced.synced_at ? `sincronizat la ${formatDateTime(synced.synced_at)}` : 'nesincronizat pe acest telefon'}
          </span>
        </div>
      )}
      <VerifyStatus>{label}</VerifyStatus>
      <p className="verify-hint">{hint}</p>
      <PassDetails
        water={fromServer?.water.name || claims?.water || '—'}
        plan={fromServer?.plan.name || claims?.plan}
        validFrom={fromServer?.valid_from ?? claims?.valid_from}
        validTo={fromServer?.valid_to ?? claims?.valid_to}
        holder={fromServer?.holder || claims?.initials || '—'}
        series={fromServer?.series ?? claims?.series}
        number={fromServer?.number ?? claims?.number}
      />
      <p className="verify-checked" data-testid="verify-source">
        {fromServer
          ? `Verificat online la ${formatDateTime(new Date())}.`
          : `Verificat fără semnal, cu semnătura bălții și ceasul telefonului, la ${formatDateTime(new Date())}.`}
      </p>
      <p className="verify-checked" data-testid="verify-synced">
        {syncedText}
      </p>
      {footer}
    </section>
  );
}

/** A pass the phone refuses without asking the server: its verdict, why, and how fresh the kept lists are. */
function Refused({
  testId,
  status,
  title,
  checked,
  footer,
  children,
}: {
  testId: string;
  status: string;
  title: string;
  checked: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="verify verify-unknown" data-testid={testId}>
      <VerifyStatus>{status}</VerifyStatus>
      <h1 className="verify-status-text">{title}</h1>
      <p>{children}</p>
      <p className="verify-checked">{checked}</p>
      {footer}
    </section>
  );
}

function Footer({ installable, onRetry }: { installable: boolean; onRetry: () => void }) {
  return (
    <>
      <button type="button" className="verify-retry" onClick={onRetry}>
        Verifică din nou
      </button>
      {installable && (
        <p className="verify-checked" data-testid="verify-offline-ready">
          Pagina funcționează și fără semnal; o puteți adăuga pe ecranul telefonului.
        </p>
      )}
    </>
  );
}
