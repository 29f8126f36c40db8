import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyApp } from '@/apps/company/CompanyApp';
import { AppRoot } from '@/shared/components/AppRoot';
import { PaintedShellHandoff } from '@/shared/components/StartupShell';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot>
      <PaintedShellHandoff />
      <CompanyApp />
    </AppRoot>
  </StrictMode>,
);
