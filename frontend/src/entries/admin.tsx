import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from '@/apps/admin/AdminApp';
import { AntdRoot } from '@/shared/components/AntdRoot';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AntdRoot>
      <AdminApp />
    </AntdRoot>
  </StrictMode>,
);
