import { Suspense } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import roRO from 'antd/locale/ro_RO';
import dayjs from 'dayjs';
import 'dayjs/locale/ro';
import { Outlet } from 'react-router';
import { theme } from '@/shared/theme';
import { StartupShell } from './StartupShell';

dayjs.locale('ro');

/**
 * Romanian antd locale and the theme, as a layout route loaded with the first antd screen:
 * the login page is plain React and loads none of antd.
 */
export default function AntdFrame() {
  return (
    <ConfigProvider locale={roRO} theme={theme}>
      <AntdApp>
        <Suspense fallback={<StartupShell />}>
          <Outlet />
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  );
}
