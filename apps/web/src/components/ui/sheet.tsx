import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { useInertOthers } from '@/components/ui/inert-others';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/i18n-context';
import { uiMessages as um } from '@/components/ui-messages';

/** A dialog that slides in from a screen edge (the mobile navigation). */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sideClasses = {
  left: 'inset-y-0 start-0 h-full w-3/4 max-w-sidebar border-e animate-sheet-left rtl:animate-sheet-right',
  right: 'inset-y-0 end-0 h-full w-3/4 max-w-sm border-s animate-sheet-right rtl:animate-sheet-left',
} as const;

export function SheetContent({
  className,
  children,
  side = 'right',
  ref,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sideClasses }) {
  const t = useT();
  const inertRef = useInertOthers(ref);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 animate-overlay" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        ref={inertRef}
        className={cn('fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none', sideClasses[side], className)}
        {...props}
      >
        {children}
        {/* WCAG 2.5.8: a 24 px target around the 16 px icon, which stays where it was. */}
        <SheetPrimitive.Close
          className="absolute top-3 end-3 inline-flex size-6 items-center justify-center rounded-sm opacity-70 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/80 [&_svg]:size-4"
          aria-label={t(um.close)}
        >
          <XIcon />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-4', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('font-semibold text-foreground', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
