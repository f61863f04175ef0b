import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * A progress bar (role="progressbar", aria-valuenow from `value`, 0-100); `value` null is a bar
 * without a value (work under way, amount unknown), which pulses instead of filling. Right to left
 * the whole bar is mirrored, so it fills from the right as the page reads.
 */
export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const known = typeof value === 'number';
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-primary/15 rtl:-scale-x-100', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('h-full w-full bg-primary transition-transform duration-300 motion-reduce:transition-none', !known && 'w-1/3 animate-pulse')}
        style={known ? { transform: `translateX(-${100 - value}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
}
