import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp, createAdminRouter } from '@/apps/admin/AdminApp';
import { AppRoot } from '@/shared/components/AppRoot';

const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot>
      <AdminApp router={router} />
    </AppRoot>
  </StrictMode>,
);
