import { useEffect } from 'react';
import { usePublicPassQuery } from '@/features/public/api';
import { PassDetails, VerifyStatus } from '@/features/public/PassVerdict';
import { verifyErrorText, verifyLabel } from '@/features/public/verify';
import { errorStatus } from '@/shared/api/describeError';
import { formatDateTime } from '@/shared/format';
import { PublicLayout } from './PublicLayout';
import { SignedPassCheck } from './SignedPassCheck';

/**
 * /verify/:code on the company's host: a guard scans the pass's QR code and reads, from arm's length
 * in sunlight, whether it is valid. The host's slug goes along so another lake's pass is "not found".
 */
export function VerifyPassPage({ slug, code, home }: { slug: string; code: string; home: string }) {
  // A signed pass carries its proof after '#': checked on the phone, with or without signal.
  const token = window.location.hash.slice(1);
  if (token) return <SignedVerifyPage slug={slug} token={token} home={home} />;
  return <CodeVerifyPage slug={slug} code={code} home={home} />;
}

function SignedVerifyPage({ slug, token, home }: { slug: string; token: string; home: string }) {
  useEffect(() => {
    document.title = 'Verificare permis – Bălți';
  }, []);
  return (
    <PublicLayout home={home}>
      <SignedPassCheck slug={slug} token={token} />
    </PublicLayout>
  );
}

/** A QR code with the code alone (passes printed before they were signed): the server is asked. */
function CodeVerifyPage({ slug, code, home }: { slug: string; code: string; home: string }) {
  const { data, error, isFetching, refetch } = usePublicPassQuery({ code, company: slug });

  useEffect(() => {
    document.title = 'Verificare permis – Bălți';
  }, []);

  let content;
  if (isFetching && !data) {
    content = (
      <p role="status" className="verify-loading">
        Se verifică permisul…
      </p>
    );
  } else if (error || !data) {
    const status = errorStatus(error);
    // A link with the code alone cannot be checked on the phone: only the QR carries the signature.
    const { title, text } =
      status === null && !navigator.onLine
        ? {
            title: 'Fără semnal: scanați codul QR',
            text: 'Acest link conține doar codul permisului și se poate verifica numai cu semnal. Scanați codul QR de pe permis: el poartă semnătura bălții și se verifică și fără semnal.',
          }
        : verifyErrorText(status);
    content = (
      <section className="verify verify-unknown" data-testid="verify-error">
        <h1 className="verify-status-text">{title}</h1>
        <p>{text}</p>
        {status !== 404 && (
          <button type="button" className="verify-retry" onClick={() => void refetch()}>
            Verifică din nou
          </button>
        )}
      </section>
    );
  } else {
    const { label, tone, hint } = verifyLabel(data.state, data.checked_out_at);
    content = (
      <section className={`verify verify-${tone}`} aria-live="polite">
        <p className="verify-company">{data.company.name}</p>
        <VerifyStatus>{label}</VerifyStatus>
        <p className="verify-hint">{hint}</p>
        <PassDetails
          water={data.water.name || '—'}
          plan={data.plan.name || '—'}
          validFrom={data.valid_from}
          validTo={data.valid_to}
          holder={data.holder || '—'}
          series={data.series}
          number={data.number}
        />
        <p className="verify-checked">Verificat la {formatDateTime(new Date())}</p>
        <button type="button" className="verify-retry" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Se verifică…' : 'Verifică din nou'}
        </button>
      </section>
    );
  }

  return <PublicLayout home={home}>{content}</PublicLayout>;
}
