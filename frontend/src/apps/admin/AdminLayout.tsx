import { BankOutlined, BookOutlined, UserOutlined } from '@ant-design/icons';
import { AppShell, type ShellMenuItem } from '@/shared/components/AppShell';
import { PLATFORM } from './roles';

const adminMenu: ShellMenuItem[] = [
  { path: '/companies', label: 'Firme', icon: <BankOutlined aria-hidden />, roles: PLATFORM },
  { path: '/profile', label: 'Profil', icon: <UserOutlined aria-hidden />, roles: PLATFORM },
  { path: '/documentation', label: 'Documentație', icon: <BookOutlined aria-hidden />, roles: PLATFORM },
];

/** The admin app's shell: a lazy layout route, loaded with the first screen after the login. */
export default function AdminLayout() {
  return <AppShell items={adminMenu} title="Administrare platformă" />;
}
