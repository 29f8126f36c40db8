import { useLocation } from 'react-router';
import { paintedShellHtml, readSnapshot } from '@/shared/paintedShell';
import { FullPageSpin } from './FullPageSpin';

/**
 * What the company app shows while the account or the first screen's chunks load: the painted
 * shell (shared/paintedShell.ts) that entries/company.tsx drew before React ran, the same markup, so
 * the screen does not flash from the shell to a spinner and back; a spinner where none applies.
 */
export function StartupShell({ tip }: { tip?: string }) {
  const { pathname } = useLocation();
  const html = paintedShellHtml(pathname, readSnapshot());
  if (!html) return <FullPageSpin tip={tip} />;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
