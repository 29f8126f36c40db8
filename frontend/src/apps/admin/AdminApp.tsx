import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { adminAccess } from '@/shared/guards/appAccess';
import { GuestOnly, RequireAuth, SessionGate } from '@/shared/guards/guards';
import { loadChunk, reloadIntoNavigation } from '@/shared/chunkLoad';
import { withRouteErrors } from '@/shared/components/RouteError';
import { antdFrameRoute, lazyRoute } from '@/shared/lazyRoute';
import { PLATFORM } from './roles';

const LoginPage = lazy(() => loadChunk(() => import('@/features/auth/LoginPage')));
const NotFoundPage = lazy(() => loadChunk(() => import('@/shared/components/NotFoundPage')));

export const adminRoutes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <Navigate to="/companies" replace /> },
      {
        element: <GuestOnly access={adminAccess} />,
        children: [
          { path: 'login', element: <LoginPage subtitle="Administrare platformă" /> },
          {
            lazy: antdFrameRoute,
            children: [
              { path: 'forgot-password', lazy: lazyRoute(() => import('@/features/auth/ForgotPasswordPage')) },
              { path: 'password/reset/:token', lazy: lazyRoute(() => import('@/features/auth/ResetPasswordPage')) },
            ],
          },
        ],
      },
      {
        element: <RequireAuth access={adminAccess} roles={PLATFORM} />,
        children: [
          {
            lazy: antdFrameRoute,
            children: [
              {
                lazy: lazyRoute(() => import('./AdminLayout')),
                children: [
                  { path: 'companies', lazy: lazyRoute(() => import('@/features/admin/CompaniesPage')) },
                  { path: 'profile', lazy: lazyRoute(() => import('@/features/auth/ProfilePage')) },
                  {
                    path: 'documentation',
                    lazy: lazyRoute(() => import('@/features/documentation/AdminDocumentationPage')),
                  },
                ],
              },
            ],
          },
        ],
      },
      { lazy: antdFrameRoute, children: [{ path: '*', element: <NotFoundPage home="/companies" /> }] },
    ],
  },
];

/** The app's router: made once, at startup (entries/admin.tsx). Every route shows a Romanian error screen. */
export function createAdminRouter() {
  const router = createBrowserRouter(withRouteErrors(adminRoutes, '/companies'));
  reloadIntoNavigation(router);
  return router;
}

export function AdminApp({ router }: { router: ReturnType<typeof createAdminRouter> }) {
  return <RouterProvider router={router} />;
}
