import { Outlet } from 'react-router';
import { AppLayout } from '@/features/shell/app-layout';

export function LayoutRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
