import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PublicApp } from '@/apps/public/PublicApp';
import { makeStore } from '@/app/store';
import { ToastHost } from '@/shared/components/ToastHost';

const store = makeStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PublicApp />
      <ToastHost />
    </Provider>
  </StrictMode>,
);
