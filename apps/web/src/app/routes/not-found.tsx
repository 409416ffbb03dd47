import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/** SPEC: any unknown path shows the 404 page and logs the missing path. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild variant="link">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
