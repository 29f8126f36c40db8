import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { companyAccess } from '@/shared/guards/appAccess';
import { GuestOnly, RequireAuth, SessionGate } from '@/shared/guards/guards';
import { loadChunk, reloadIntoNavigation } from '@/shared/chunkLoad';
import { withRouteErrors } from '@/shared/components/RouteError';
import { antdFrameRoute, lazyRoute } from '@/shared/lazyRoute';
import { StartupShell } from '@/shared/components/StartupShell';

const LoginPage = lazy(() => loadChunk(() => import('@/features/auth/LoginPage')));
const NotFoundPage = lazy(() => loadChunk(() => import('@/shared/components/NotFoundPage')));

/** Screens of the company app open to roles 2 and 3 (paths under /company; docs/product.md). */
const staffRoutes: RouteObject[] = [
  { index: true, lazy: lazyRoute(() => import('@/features/dashboard/DashboardPage')) },
  { path: 'waters', lazy: lazyRoute(() => import('@/features/waters/WatersListPage')) },
  { path: 'waters/new', lazy: lazyRoute(() => import('@/features/waters/WaterCreatePage')) },
  { path: 'waters/:id/edit', lazy: lazyRoute(() => import('@/features/waters/WaterEditPage')) },
  { path: 'waters/:id/stands', lazy: lazyRoute(() => import('@/features/bookings/StandsPage')) },
  { path: 'bookings', lazy: lazyRoute(() => import('@/features/bookings/BookingsListPage')) },
  { path: 'bookings/new', lazy: lazyRoute(() => import('@/features/bookings/BookingCreatePage')) },
  { path: 'board', lazy: lazyRoute(() => import('@/features/bookings/BoardPage')) },
  { path: 'clients', lazy: lazyRoute(() => import('@/features/clients/ClientsListPage')) },
  { path: 'clients/new', lazy: lazyRoute(() => import('@/features/clients/ClientCreatePage')) },
  { path: 'clients/:id', lazy: lazyRoute(() => import('@/features/clients/ClientDetailPage')) },
  { path: 'clients/:id/edit', lazy: lazyRoute(() => import('@/features/clients/ClientEditPage')) },
  { path: 'clients/:id/consent', lazy: lazyRoute(() => import('@/features/privacy/ConsentPrintPage')) },
  { path: 'passes', lazy: lazyRoute(() => import('@/features/passes/PassesListPage')) },
  { path: 'passes/new', lazy: lazyRoute(() => import('@/features/passes/PassCreatePage')) },
  { path: 'passes/:id/print', lazy: lazyRoute(() => import('@/features/passes/PassPrintPage')) },
  { path: 'passes/:id/exit', lazy: lazyRoute(() => import('@/features/catches/PassExitPage')) },
  { path: 'verify', lazy: lazyRoute(() => import('@/features/verify/VerifyScanPage')) },
  { path: 'receipts', lazy: lazyRoute(() => import('@/features/receipts/ReceiptsListPage')) },
  { path: 'receipts/new', lazy: lazyRoute(() => import('@/features/receipts/ReceiptCreatePage')) },
  { path: 'receipts/:id/print', lazy: lazyRoute(() => import('@/features/receipts/ReceiptPrintPage')) },
  { path: 'plans', lazy: lazyRoute(() => import('@/features/plans/PlansListPage')) },
  { path: 'plans/new', lazy: lazyRoute(() => import('@/features/plans/PlanCreatePage')) },
  { path: 'plans/:id/edit', lazy: lazyRoute(() => import('@/features/plans/PlanEditPage')) },
  { path: 'discounts', lazy: lazyRoute(() => import('@/features/discounts/DiscountsListPage')) },
  { path: 'discounts/new', lazy: lazyRoute(() => import('@/features/discounts/DiscountCreatePage')) },
  { path: 'discounts/:id/edit', lazy: lazyRoute(() => import('@/features/discounts/DiscountEditPage')) },
  { path: 'expenses', lazy: lazyRoute(() => import('@/features/expenses/ExpensesListPage')) },
  { path: 'expenses/new', lazy: lazyRoute(() => import('@/features/expenses/ExpenseCreatePage')) },
  { path: 'expenses/:id/edit', lazy: lazyRoute(() => import('@/features/expenses/ExpenseEditPage')) },
  { path: 'fiscal', lazy: lazyRoute(() => import('@/features/fiscal/FiscalPage')) },
  { path: 'cashbook', lazy: lazyRoute(() => import('@/features/books/CashBookPage')) },
  { path: 'competitions', lazy: lazyRoute(() => import('@/features/competitions/CompetitionsListPage')) },
  { path: 'competitions/:id', lazy: lazyRoute(() => import('@/features/competitions/CompetitionPage')) },
  { path: 'competitions/:id/print', lazy: lazyRoute(() => import('@/features/competitions/CompetitionPrintPage')) },
  { path: 'competitions/:id/cantar', lazy: lazyRoute(() => import('@/features/competitions/JudgePage')) },
  { path: 'profile', lazy: lazyRoute(() => import('@/features/auth/ProfilePage')) },
  { path: 'documentation', lazy: lazyRoute(() => import('@/features/documentation/CompanyDocumentationPage')) },
];

/** Role 2 only. */
const adminRoutes: RouteObject[] = [
  { path: 'users', lazy: lazyRoute(() => import('@/features/users/UsersListPage')) },
  { path: 'users/new', lazy: lazyRoute(() => import('@/features/users/UserCreatePage')) },
  { path: 'users/:id/edit', lazy: lazyRoute(() => import('@/features/users/UserEditPage')) },
  { path: 'settings', lazy: lazyRoute(() => import('@/features/companies/CompanySettingsPage')) },
  { path: 'settings/fiscal', lazy: lazyRoute(() => import('@/features/fiscal/FiscalDevicesPage')) },
  { path: 'audit', lazy: lazyRoute(() => import('@/features/audit/AuditListPage')) },
  { path: 'competitions/new', lazy: lazyRoute(() => import('@/features/competitions/CompetitionCreatePage')) },
  { path: 'competitions/:id/edit', lazy: lazyRoute(() => import('@/features/competitions/CompetitionEditPage')) },
];

export const companyRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    // While the router loads the first screen's chunks: the startup screen (keeps the painted shell).
    hydrateFallbackElement: <StartupShell />,
    children: [
      { index: true, element: <Navigate to="/company" replace /> },
      {
        element: <GuestOnly access={companyAccess} />,
        children: [
          { path: 'login', element: <LoginPage showRegister /> },
          {
            lazy: antdFrameRoute,
            children: [
              { path: 'register', lazy: lazyRoute(() => import('@/features/auth/RegisterPage')) },
              { path: 'forgot-password', lazy: lazyRoute(() => import('@/features/auth/ForgotPasswordPage')) },
              { path: 'password/reset/:token', lazy: lazyRoute(() => import('@/features/auth/ResetPasswordPage')) },
            ],
          },
        ],
      },
      {
        path: 'company',
        element: <RequireAuth access={companyAccess} roles={[2, 3]} />,
        children: [
          {
            lazy: antdFrameRoute,
            children: [
              {
                path: 'setup',
                element: <RequireAuth access={companyAccess} roles={[2]} />,
                children: [{ index: true, lazy: lazyRoute(() => import('@/features/companies/CompanySetupPage')) }],
              },
              {
                // The shell, for a user with a company (CompanyLayout sends one without to the setup).
                lazy: lazyRoute(() => import('./CompanyLayout')),
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
      { lazy: antdFrameRoute, children: [{ path: '*', element: <NotFoundPage home="/company" /> }] },
    ],
  },
];

/** The app's router: made once, at startup (entries/companyApp.tsx). Every route shows a Romanian error screen. */
export function createCompanyRouter() {
  const router = createBrowserRouter(withRouteErrors(companyRoutes, '/company'));
  reloadIntoNavigation(router);
  return router;
}

export function CompanyApp({ router }: { router: ReturnType<typeof createCompanyRouter> }) {
  return <RouterProvider router={router} />;
}
