import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import '@/shared/styles/base.css';
import { ConnectionBanner } from './ConnectionBanner';
import { ToastHost } from './ToastHost';

/**
 * Store, toasts and the connection banner: the frame of the company and admin apps. No antd here: antd's locale and
 * theme come with the first antd screen (AntdFrame, a lazy layout route), so the login page
 * loads only React, the router and the store (the bundle budget: scripts/check-bundles.mjs).
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      {children}
      <ConnectionBanner />
      <ToastHost />
    </Provider>
  );
}
