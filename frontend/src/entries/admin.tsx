import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from '@/apps/admin/AdminApp';
import { AppRoot } from '@/shared/components/AppRoot';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot>
      <AdminApp />
    </AppRoot>
  </StrictMode>,
);
