import {
  AimOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CalendarOutlined,
  BookOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  IdcardOutlined,
  PercentageOutlined,
  PrinterOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
  SolutionOutlined,
  ScanOutlined,
  TrophyOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Result } from 'antd';
import { Navigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { AppShell, type ShellMenuItem } from '@/shared/components/AppShell';
import { PendingRequestsBadge } from '@/features/bookings/PendingRequestsBadge';

const ALL = [2, 3] as const;
const ADMIN = [2] as const;

export const companyMenu: ShellMenuItem[] = [
  { path: '/company', label: 'Panou', icon: <AppstoreOutlined aria-hidden />, roles: ALL },
  { path: '/company/clients', label: 'Clienți', icon: <TeamOutlined aria-hidden />, roles: ALL },
  { path: '/company/passes', label: 'Permise', icon: <IdcardOutlined aria-hidden />, roles: ALL },
  { path: '/company/board', label: 'Harta zilei', icon: <AimOutlined aria-hidden />, roles: ALL },
  {
    path: '/company/bookings',
    label: 'Rezervări',
    icon: <CalendarOutlined aria-hidden />,
    roles: ALL,
    extra: <PendingRequestsBadge />,
  },
  { path: '/company/receipts', label: 'Chitanțe', icon: <FileDoneOutlined aria-hidden />, roles: ALL },
  { path: '/company/fiscal', label: 'Casa de marcat', icon: <PrinterOutlined aria-hidden />, roles: ALL },
  { path: '/company/cashbook', label: 'Registru de casă', icon: <BookOutlined aria-hidden />, roles: ALL },
  { path: '/company/competitions', label: 'Concursuri', icon: <TrophyOutlined aria-hidden />, roles: ALL },
  { path: '/company/verify', label: 'Verificare', icon: <ScanOutlined aria-hidden />, roles: ALL },
  { path: '/company/waters', label: 'Ape', icon: <EnvironmentOutlined aria-hidden />, roles: ALL },
  { path: '/company/plans', label: 'Planuri', icon: <ProfileOutlined aria-hidden />, roles: ALL },
  { path: '/company/discounts', label: 'Reduceri', icon: <PercentageOutlined aria-hidden />, roles: ALL },
  { path: '/company/expenses', label: 'Cheltuieli', icon: <WalletOutlined aria-hidden />, roles: ALL },
  { path: '/company/users', label: 'Utilizatori', icon: <SolutionOutlined aria-hidden />, roles: ADMIN },
  { path: '/company/settings', label: 'Setări', icon: <SettingOutlined aria-hidden />, roles: ADMIN },
  { path: '/company/audit', label: 'Jurnal audit', icon: <AuditOutlined aria-hidden />, roles: ADMIN },
  { path: '/company/profile', label: 'Profil', icon: <UserOutlined aria-hidden />, roles: ALL },
  { path: '/company/documentation', label: 'Documentație', icon: <BookOutlined aria-hidden />, roles: ALL },
];

/** A phone's bottom bar (under 600 px): the gate's daily destinations; the rest is under "Mai mult". */
export const companyBar: ShellMenuItem[] = [
  { path: '/company', label: 'Acasă', icon: <AppstoreOutlined aria-hidden />, roles: ALL },
  { path: '/company/passes/new', label: 'Vânzare', icon: <ShoppingCartOutlined aria-hidden />, roles: ALL },
  { path: '/company/clients', label: 'Clienți', icon: <TeamOutlined aria-hidden />, roles: ALL },
  {
    path: '/company/bookings',
    label: 'Rezervări',
    icon: <CalendarOutlined aria-hidden />,
    roles: ALL,
    extra: <PendingRequestsBadge />,
  },
];

/**
 * The company app's shell (a lazy layout route, loaded with the first screen after the login). A user
 * without a company: role 2 creates it at /company/setup; staff cannot.
 */
export default function CompanyLayout() {
  const user = useAppSelector((s) => s.auth.user);
  if (user && !user.company_id) {
    if (user.role === 2) return <Navigate to="/company/setup" replace />;
    return (
      <Result
        status="warning"
        title="Contul nu este asociat unei firme"
        subTitle="Cere administratorului firmei să te adauge."
      />
    );
  }
  return <AppShell items={companyMenu} bar={companyBar} title={user?.company?.name ?? ''} />;
}
