import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HomePage } from '@/apps/home/HomePage';
import { ToastHost } from '@/shared/components/ToastHost';

// No antd, no redux here: the landing page stays small.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HomePage />
    <ToastHost />
  </StrictMode>,
);
