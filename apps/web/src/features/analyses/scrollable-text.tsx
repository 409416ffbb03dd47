import { ChevronsDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box of long text that shows it scrolls (issue 15): while more lies below, its foot fades
 * and a line says so; scrolled to the end, both go.
 */
export function ScrollableText({
  children,
  className,
  label,
}: {
  children: ReactNode;
  className?: string;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasMoreBelow, setHasMoreBelow] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setHasMoreBelow(box.scrollHeight - box.scrollTop - box.clientHeight > 4);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [children]);

  return (
    <div>
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          className={cn('max-h-96 overflow-y-auto', className)}
        >
          {children}
        </div>
        {hasMoreBelow ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-card to-transparent"
          />
        ) : null}
      </div>
      {hasMoreBelow ? (
        <p
          className="mt-1 flex items-center justify-center gap-1 text-xs text-muted-foreground"
          data-testid="scroll-hint"
        >
          <ChevronsDown aria-hidden className="size-3.5" />
          Scroll for more
        </p>
      ) : null}
    </div>
  );
}
