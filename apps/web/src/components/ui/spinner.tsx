import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning indicator; with `label` it is announced and shown beside the icon. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
      <Loader2 aria-hidden className={cn('size-5 animate-spin', className)} />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}
