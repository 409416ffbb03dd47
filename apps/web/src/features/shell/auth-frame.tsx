import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';

/**
 * The signed-out pages' frame: product title and subtitle above the card, then the footer.
 * Top-aligned rather than centred, so the card growing in after loading moves nothing (CLS).
 */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-secondary/60 to-background">
      <main className="flex flex-1 flex-col items-center px-4 pt-[12vh] pb-12">
        <div className="w-full max-w-md space-y-6">
          <div className="space-y-2 text-center">
            <h1 className="text-3xl font-bold tracking-tight text-primary">Strata</h1>
            <p className="text-muted-foreground">Access your personalized financial dashboard</p>
          </div>
          {children}
        </div>
      </main>
      <AppFooter showEngine={false} />
    </div>
  );
}
