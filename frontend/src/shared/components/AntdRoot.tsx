import { useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import roRO from 'antd/locale/ro_RO';
import dayjs from 'dayjs';
import 'dayjs/locale/ro';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import '@/shared/styles/base.css';
import { ToastHost } from './ToastHost';

dayjs.locale('ro');

const theme = {
  token: {
    colorPrimary: '#1f6f5c',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

/** Store, Romanian antd locale, theme and toasts: the frame of every antd app. */
export function AntdRoot({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <ConfigProvider locale={roRO} theme={theme}>
        <AntdApp>{children}</AntdApp>
        <ToastHost />
      </ConfigProvider>
    </Provider>
  );
}
