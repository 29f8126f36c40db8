import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyApp } from '@/apps/company/CompanyApp';
import { AppRoot } from '@/shared/components/AppRoot';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot>
      <CompanyApp />
    </AppRoot>
  </StrictMode>,
);
