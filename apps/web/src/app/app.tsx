import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { router } from './router';

// No page opens with a toast, so sonner (~9 KB gzip) loads after the first render and stays
// off the sign-in page's first load (bench/web); pages that toast import it themselves.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="bottom-right" />
      </Suspense>
    </QueryClientProvider>
  );
}
