import { lazy, Suspense } from 'react';
import { APP_DOMAIN } from '@/app/env';
import { originForLabel, slugForHost } from '@/app/hostApp';
import { competitionIdFromPath } from '@/features/competitions/livePath';
import { verifyCodeFromPath } from '@/features/public/verify';
import { CompanyPublicPage } from './CompanyPublicPage';
import { VerifyPassPage } from './VerifyPassPage';
import { PublicLayout, PublicNotFound } from './PublicLayout';
import './public.css';

/** The live page of a competition: its own chunk, loaded only on /concurs/<id>. */
const ConcursPage = lazy(() => import('@/features/competitions/ConcursPage'));

/**
 * The app of `<slug>.<domain>` (no antd, no router: the screen is picked by path):
 *   /              the company's public page (GET /api/public/companies/{slug})
 *   /verify/:code  the pass check a guard opens from the QR code (GET /api/public/passes/{code}?company=<slug>)
 *   /concurs/:id   a competition's live ranking (GET /api/public/companies/{slug}/competitions/{id})
 */
export function PublicApp() {
  const slug = slugForHost(window.location.host, APP_DOMAIN) ?? '';
  const home = originForLabel(window.location.protocol, window.location.host, 'www', APP_DOMAIN);
  const code = verifyCodeFromPath(window.location.pathname);
  if (code !== null) return <VerifyPassPage slug={slug} code={code} home={home} />;
  const competitionId = competitionIdFromPath(window.location.pathname);
  if (competitionId !== null) {
    return (
      <PublicLayout home={home}>
        <Suspense fallback={<p role="status">Se încarcă…</p>}>
          <ConcursPage slug={slug} id={competitionId} />
        </Suspense>
      </PublicLayout>
    );
  }
  // The lake's page at "/" and at "/verify/" (where the verification page, added to a guard's
  // screen, starts); any other address is not one of the lake's pages.
  const path = window.location.pathname;
  if (path !== '/' && !path.startsWith('/verify/')) {
    return (
      <PublicLayout home={home}>
        <PublicNotFound home="/" title="Pagina nu există" text="Adresa deschisă nu este o pagină a acestei bălți." />
      </PublicLayout>
    );
  }
  return <CompanyPublicPage slug={slug} home={home} />;
}
