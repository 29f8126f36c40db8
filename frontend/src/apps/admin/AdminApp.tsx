import { lazy } from 'react';
import { BankOutlined, BookOutlined, UserOutlined } from '@ant-design/icons';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { AppShell, type ShellMenuItem } from '@/shared/components/AppShell';
import { adminAccess } from '@/shared/guards/appAccess';
import { GuestOnly, RequireAuth, SessionGate } from '@/shared/guards/guards';

const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const ProfilePage = lazy(() => import('@/features/auth/ProfilePage'));
const CompaniesPage = lazy(() => import('@/features/admin/CompaniesPage'));
const DocumentationPage = lazy(() => import('@/features/documentation/AdminDocumentationPage'));
const NotFoundPage = lazy(() => import('@/shared/components/NotFoundPage'));

const PLATFORM = [1] as const;

const adminMenu: ShellMenuItem[] = [
  { path: '/companies', label: 'Firme', icon: <BankOutlined />, roles: PLATFORM },
  { path: '/profile', label: 'Profil', icon: <UserOutlined />, roles: PLATFORM },
  { path: '/documentation', label: 'Documentație', icon: <BookOutlined />, roles: PLATFORM },
];

export const adminRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <Navigate to="/companies" replace /> },
      {
        element: <GuestOnly access={adminAccess} />,
        children: [
          { path: 'login', element: <LoginPage subtitle="Administrare platformă" /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'password/reset/:token', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth access={adminAccess} roles={PLATFORM} />,
        children: [
          {
            element: <AppShell items={adminMenu} title="Administrare platformă" />,
            children: [
              { path: 'companies', element: <CompaniesPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'documentation', element: <DocumentationPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage home="/companies" /> },
    ],
  },
];

const router = createBrowserRouter(adminRoutes);

export function AdminApp() {
  return <RouterProvider router={router} />;
}
