import type { Me } from '@strata/contracts';
import { BarChart3, ChevronDown, Home, Layers, LogOut, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth';
import { avatarLetter } from './engine-label';

/**
 * SPEC shared chrome: title, Dashboard and Strategies menus, and the user menu. A user
 * awaiting approval sees the title and the user menu (to sign out): the menus lead nowhere yet.
 */
export function AppHeader({ me, hasAccess = true }: { me: Me; hasAccess?: boolean }) {
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-3 sm:gap-4 sm:px-6">
        <Link
          to="/"
          className="mr-1 flex shrink-0 items-center gap-2 sm:mr-2 rounded-md text-lg font-semibold tracking-tight text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Layers aria-hidden className="size-5" />
          Strata
        </Link>
        {hasAccess && (
          <nav aria-label="Main" className="flex min-w-0 items-center gap-0.5 sm:gap-1">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm" className="px-2 sm:px-3">
                  Dashboard
                  <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuItem asChild>
                  <Link to="/">
                    <Home aria-hidden />
                    Home
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to="/results">
                    <BarChart3 aria-hidden />
                    Results
                  </Link>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="sm" className="px-2 sm:px-3">
                  Strategies
                  <ChevronDown aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuItem asChild>
                  <Link to="/strategies">
                    <Layers aria-hidden />
                    View Strategies
                  </Link>
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </nav>
        )}
        <div className="ml-auto shrink-0">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
                <Avatar>
                  <AvatarFallback>{avatarLetter(me.user.email)}</AvatarFallback>
                </Avatar>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-60">
              <DropdownMenuLabel className="flex flex-col gap-0.5">
                <span className="truncate">{me.user.email}</span>
                {me.isAdmin && (
                  <span className="text-xs font-normal text-muted-foreground">Administrator</span>
                )}
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              {me.isAdmin && (
                <DropdownMenuItem asChild>
                  <Link to="/admin">
                    <Shield aria-hidden />
                    Admin Panel
                  </Link>
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => void signOut()}>
                <LogOut aria-hidden />
                Sign Out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
