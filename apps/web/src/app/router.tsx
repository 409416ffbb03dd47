import { createBrowserRouter, Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk, so /auth loads neither the header's menus nor the admin or
 * strategy screens. Pages other than /auth share the lazily loaded app layout.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: Outlet,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/auth',
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: '/auth/reset-password',
        lazy: () =>
          import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        lazy: () => import('./routes/layout').then((m) => ({ Component: m.LayoutRoute })),
        children: [
          {
            index: true,
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: '/results',
            lazy: () => import('./routes/results').then((m) => ({ Component: m.ResultsRoute })),
          },
          {
            path: '/strategies',
            lazy: () =>
              import('./routes/strategies').then((m) => ({ Component: m.StrategiesRoute })),
          },
          {
            path: '/admin',
            lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
    ],
  },
]);
