import { Suspense } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { App as AntdApp, ConfigProvider } from 'antd';
import roRO from 'antd/locale/ro_RO';
import dayjs from 'dayjs';
import 'dayjs/locale/ro';
import { Outlet } from 'react-router';
import { theme } from '@/shared/theme';
import { StartupShell } from './StartupShell';

dayjs.locale('ro');

/**
 * A busy button's spinner, named in Romanian (antd's own is named "loading"). Given here, antd shows
 * it only while the button is busy: its own spinner shrinks away with a transition and, when that
 * transition never ends, stays in the button, still named, after the work is done.
 */
const button = { loadingIcon: <LoadingOutlined aria-label="în curs" /> };

/**
 * Romanian antd locale and the theme, as a layout route loaded with the first antd screen:
 * the login page is plain React and loads none of antd.
 */
export default function AntdFrame() {
  return (
    <ConfigProvider locale={roRO} theme={theme} button={button}>
      <AntdApp>
        <Suspense fallback={<StartupShell />}>
          <Outlet />
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  );
}
