import { APP_DOMAIN } from '@/app/env';
import { originForLabel, slugForHost } from '@/app/hostApp';
import { verifyCodeFromPath } from '@/features/public/verify';
import { CompanyPublicPage } from './CompanyPublicPage';
import { VerifyPassPage } from './VerifyPassPage';
import './public.css';

/**
 * The app of `<slug>.<domain>` (no antd, no router: two screens picked by path):
 *   /              the company's public page (GET /api/public/companies/{slug})
 *   /verify/:code  the pass check a guard opens from the QR code (GET /api/public/passes/{code}?company=<slug>)
 */
export function PublicApp() {
  const slug = slugForHost(window.location.host, APP_DOMAIN) ?? '';
  const home = originForLabel(window.location.protocol, window.location.host, 'www', APP_DOMAIN);
  const code = verifyCodeFromPath(window.location.pathname);
  if (code !== null) return <VerifyPassPage slug={slug} code={code} home={home} />;
  return <CompanyPublicPage slug={slug} home={home} />;
}
