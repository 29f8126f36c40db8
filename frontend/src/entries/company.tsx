import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyApp } from '@/apps/company/CompanyApp';
import { AntdRoot } from '@/shared/components/AntdRoot';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AntdRoot>
      <CompanyApp />
    </AntdRoot>
  </StrictMode>,
);
