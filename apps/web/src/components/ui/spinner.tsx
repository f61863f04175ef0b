import type { ComponentProps } from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Busy indicator with an accessible name (role="status"), so tests and screen readers can find it. */
export function Spinner({ className, label = 'Loading', ...props }: ComponentProps<'svg'> & { label?: string }) {
  return <Loader2Icon role="status" aria-label={label} className={cn('size-4 animate-spin', className)} {...props} />;
}

/** The spinner centred in the space available (whole screen while the session is restored). */
export function CenteredSpinner({ className, label }: { className?: string; label?: string }) {
  return (
    <div className={cn('flex min-h-[50vh] w-full items-center justify-center', className)}>
      <Spinner className="size-8 text-primary" label={label} />
    </div>
  );
}
