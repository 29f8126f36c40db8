import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { companyAccess } from '@/shared/guards/appAccess';
import { GuestOnly, RequireAuth, SessionGate } from '@/shared/guards/guards';
import { CompanyLayout, RequireCompany } from './CompanyLayout';

const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const RegisterPage = lazy(() => import('@/features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const ProfilePage = lazy(() => import('@/features/auth/ProfilePage'));
const CompanySetupPage = lazy(() => import('@/features/companies/CompanySetupPage'));
const CompanySettingsPage = lazy(() => import('@/features/companies/CompanySettingsPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const DocumentationPage = lazy(() => import('@/features/documentation/CompanyDocumentationPage'));
const WatersListPage = lazy(() => import('@/features/waters/WatersListPage'));
const WaterCreatePage = lazy(() => import('@/features/waters/WaterCreatePage'));
const WaterEditPage = lazy(() => import('@/features/waters/WaterEditPage'));
const PlansListPage = lazy(() => import('@/features/plans/PlansListPage'));
const PlanCreatePage = lazy(() => import('@/features/plans/PlanCreatePage'));
const PlanEditPage = lazy(() => import('@/features/plans/PlanEditPage'));
const DiscountsListPage = lazy(() => import('@/features/discounts/DiscountsListPage'));
const DiscountCreatePage = lazy(() => import('@/features/discounts/DiscountCreatePage'));
const DiscountEditPage = lazy(() => import('@/features/discounts/DiscountEditPage'));
const ExpensesListPage = lazy(() => import('@/features/expenses/ExpensesListPage'));
const ExpenseCreatePage = lazy(() => import('@/features/expenses/ExpenseCreatePage'));
const ExpenseEditPage = lazy(() => import('@/features/expenses/ExpenseEditPage'));
const ClientsListPage = lazy(() => import('@/features/clients/ClientsListPage'));
const ClientCreatePage = lazy(() => import('@/features/clients/ClientCreatePage'));
const ClientDetailPage = lazy(() => import('@/features/clients/ClientDetailPage'));
const ClientEditPage = lazy(() => import('@/features/clients/ClientEditPage'));
const PassesListPage = lazy(() => import('@/features/passes/PassesListPage'));
const PassCreatePage = lazy(() => import('@/features/passes/PassCreatePage'));
const PassPrintPage = lazy(() => import('@/features/passes/PassPrintPage'));
const ReceiptsListPage = lazy(() => import('@/features/receipts/ReceiptsListPage'));
const ReceiptCreatePage = lazy(() => import('@/features/receipts/ReceiptCreatePage'));
const ReceiptPrintPage = lazy(() => import('@/features/receipts/ReceiptPrintPage'));
const UsersListPage = lazy(() => import('@/features/users/UsersListPage'));
const UserCreatePage = lazy(() => import('@/features/users/UserCreatePage'));
const UserEditPage = lazy(() => import('@/features/users/UserEditPage'));
const NotFoundPage = lazy(() => import('@/shared/components/NotFoundPage'));

/** Screens of SPEC.md §2 "Company app" open to roles 2 and 3 (paths under /company). */
const staffRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'waters', element: <WatersListPage /> },
  { path: 'waters/new', element: <WaterCreatePage /> },
  { path: 'waters/:id/edit', element: <WaterEditPage /> },
  { path: 'clients', element: <ClientsListPage /> },
  { path: 'clients/new', element: <ClientCreatePage /> },
  { path: 'clients/:id', element: <ClientDetailPage /> },
  { path: 'clients/:id/edit', element: <ClientEditPage /> },
  { path: 'passes', element: <PassesListPage /> },
  { path: 'passes/new', element: <PassCreatePage /> },
  { path: 'passes/:id/print', element: <PassPrintPage /> },
  { path: 'receipts', element: <ReceiptsListPage /> },
  { path: 'receipts/new', element: <ReceiptCreatePage /> },
  { path: 'receipts/:id/print', element: <ReceiptPrintPage /> },
  { path: 'plans', element: <PlansListPage /> },
  { path: 'plans/new', element: <PlanCreatePage /> },
  { path: 'plans/:id/edit', element: <PlanEditPage /> },
  { path: 'discounts', element: <DiscountsListPage /> },
  { path: 'discounts/new', element: <DiscountCreatePage /> },
  { path: 'discounts/:id/edit', element: <DiscountEditPage /> },
  { path: 'expenses', element: <ExpensesListPage /> },
  { path: 'expenses/new', element: <ExpenseCreatePage /> },
  { path: 'expenses/:id/edit', element: <ExpenseEditPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'documentation', element: <DocumentationPage /> },
];

/** Role 2 only. */
const adminRoutes: RouteObject[] = [
  { path: 'users', element: <UsersListPage /> },
  { path: 'users/new', element: <UserCreatePage /> },
  { path: 'users/:id/edit', element: <UserEditPage /> },
  { path: 'settings', element: <CompanySettingsPage /> },
];

export const companyRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <Navigate to="/company" replace /> },
      {
        element: <GuestOnly access={companyAccess} />,
        children: [
          { path: 'login', element: <LoginPage showRegister /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'password/reset/:token', element: <ResetPasswordPage /> },
        ],
      },
      {
        path: 'company',
        element: <RequireAuth access={companyAccess} roles={[2, 3]} />,
        children: [
          {
            path: 'setup',
            element: <RequireAuth access={companyAccess} roles={[2]} />,
            children: [{ index: true, element: <CompanySetupPage /> }],
          },
          {
            element: <RequireCompany />,
            children: [
              {
                element: <CompanyLayout />,
                children: [
                  ...staffRoutes,
                  { element: <RequireAuth access={companyAccess} roles={[2]} />, children: adminRoutes },
                  { path: '*', element: <NotFoundPage home="/company" /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage home="/company" /> },
    ],
  },
];

const router = createBrowserRouter(companyRoutes);

export function CompanyApp() {
  return <RouterProvider router={router} />;
}
