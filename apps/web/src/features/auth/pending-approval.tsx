import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSignOut } from './use-sign-out';

/** SPEC /: the screen of a signed-in user who is neither approved nor admin. */
export function PendingApproval({ email }: { email: string }) {
  const signOut = useSignOut();
  return (
    <div className="flex min-h-[70vh] flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Clock aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1" className="text-xl">
            Account Pending Approval
          </CardTitle>
          <CardDescription>
            Your account is awaiting approval from an administrator. You&apos;ll be able to access
            the system once approved.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </p>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
