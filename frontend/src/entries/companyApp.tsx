import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCompanyRouter, CompanyApp } from '@/apps/company/CompanyApp';
import { AppRoot } from '@/shared/components/AppRoot';
import { PaintedShellHandoff } from '@/shared/components/StartupShell';
import { nextTask } from '@/shared/nextTask';
import { keepCompanyShell } from '@/shared/offlineShell';

/**
 * Starts the company app (entries/company.tsx imports this module in steps). The router is made in a
 * task of its own: it matches the address and starts loading the screen's chunks (timed on a phone: BENCHMARKS.md, "Measurements behind the code").
 * The first render is a transition, so React renders it in slices of a few milliseconds.
 */
export async function startCompanyApp(root: HTMLElement): Promise<void> {
  const router = createCompanyRouter();
  await nextTask();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppRoot>
          <PaintedShellHandoff />
          <CompanyApp router={router} />
        </AppRoot>
      </StrictMode>,
    ),
  );
  // After the page has loaded: the service worker that keeps the app's files for no signal.
  keepCompanyShell();
}
