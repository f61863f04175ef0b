import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useInertOthers } from '@/components/ui/inert-others';
import { cn } from '@/lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

/** A floating panel beside its trigger: focus moves in, Escape and a click outside close it. */
export function PopoverContent({ className, align = 'center', sideOffset = 4, ref, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  const inertRef = useInertOthers(ref);
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        ref={inertRef}
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-(--radix-popover-content-available-height) rounded-md border bg-popover text-popover-foreground shadow-md outline-none animate-popover',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
