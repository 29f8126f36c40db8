import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { PAINTED_ID, paintedShellHtml, readSnapshot } from '@/shared/paintedShell';
import { FullPageSpin } from './FullPageSpin';

/** StartupShells on screen; the painted shell goes when the last one does. */
let mounted = 0;
const painted = () => document.getElementById(PAINTED_ID);

/**
 * What the company app shows while the account or the first screen's chunks load. While the shell
 * that entries/company.tsx painted is still there, nothing: that element stays on screen as it is
 * (re-creating it would make the browser count a new paint of the title). It is removed in the
 * commit that unmounts the last StartupShell, i.e. the one that shows the real screen (after that
 * commit's effects, so one startup screen handing over to another keeps it). Afterwards, and where
 * nothing was painted, the same markup or a spinner.
 */
export function StartupShell({ tip }: { tip?: string }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      queueMicrotask(() => {
        if (mounted === 0) painted()?.remove();
      });
    };
  }, []);
  if (painted()) return null;
  const html = paintedShellHtml(pathname, readSnapshot());
  if (!html) return <FullPageSpin tip={tip} />;
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** At the app's root: a first screen that is no startup screen (the login page) removes the painted shell. */
export function PaintedShellHandoff() {
  useEffect(() => {
    if (mounted === 0) painted()?.remove();
  }, []);
  return null;
}
