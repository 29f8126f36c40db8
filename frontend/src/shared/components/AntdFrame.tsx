import { Suspense } from 'react';
import {
  CheckCircleFilled,
  CheckOutlined,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  ExclamationCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  InfoCircleFilled,
  LoadingOutlined,
} from '@ant-design/icons';
import { App as AntdApp, ConfigProvider } from 'antd';
// The ES module: antd/locale/ro_RO is CommonJS, its object under `default`, which antd unwraps
// only when it is passed whole.
import roRO from 'antd/es/locale/ro_RO';
import dayjs from 'dayjs';
import 'dayjs/locale/ro';
import { Outlet } from 'react-router';
import { theme } from '@/shared/theme';
import { clearable } from './clearable';
import { StartupShell } from './StartupShell';

dayjs.locale('ro');

/**
 * A busy button's spinner, named in Romanian (antd's own is named "loading"). Given here, antd shows
 * it only while the button is busy: its own spinner shrinks away with a transition and, when that
 * transition never ends, stays in the button, still named, after the work is done.
 */
const button = { loadingIcon: <LoadingOutlined aria-label="în curs" /> };

/**
 * antd names every icon it draws after itself, in English ("down", "close-circle", "eye-invisible",
 * "info-circle"). The ones drawn inside our components are given here: decoration hidden from
 * screen readers, the ones that do something named in Romanian (inputs' clear icon: clearable.tsx).
 */
const select = {
  suffixIcon: <DownOutlined aria-hidden />,
  clearIcon: clearable.clearIcon,
  removeIcon: <CloseOutlined aria-label="Scoate" />,
  menuItemSelectedIcon: <CheckOutlined aria-hidden />,
  loadingIcon: <LoadingOutlined aria-label="se încarcă" />,
};
const datePicker = { clearIcon: clearable.clearIcon };
const inputPassword = {
  iconRender: (visible: boolean) =>
    visible ? <EyeOutlined aria-label="Ascunde parola" /> : <EyeInvisibleOutlined aria-label="Arată parola" />,
};
const alert = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};
/** ro_RO leaves the page size's selector named "Page Size". */
const locale = { ...roRO, Pagination: { ...roRO.Pagination, page_size: 'Rânduri pe pagină' } };

/**
 * A phone or computer set to reduce motion (Android's "Remove animations", the same setting on iOS,
 * Windows and macOS) gets antd's dialogs, menus and messages without their animations: antd itself
 * stops only a few (buttons, checkboxes, switches) for it. Read once, when the app loads: antd draws
 * the whole app anew when this changes, which would lose a form being filled in.
 */
const frameTheme =
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? { ...theme, token: { ...theme.token, motion: false } }
    : theme;

/**
 * Romanian antd locale and the theme, as a layout route loaded with the first antd screen:
 * the login page is plain React and loads none of antd.
 */
export default function AntdFrame() {
  return (
    <ConfigProvider
      locale={locale}
      theme={frameTheme}
      button={button}
      select={select}
      datePicker={datePicker}
      inputPassword={inputPassword}
      alert={alert}
    >
      <AntdApp>
        <Suspense fallback={<StartupShell />}>
          <Outlet />
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  );
}
