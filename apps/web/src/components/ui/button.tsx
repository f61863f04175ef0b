import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/80 focus-visible:ring-offset-1 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 gap-1.5 px-3 text-xs',
        lg: 'h-10 px-6',
        icon: 'size-9',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router Link) with button styles instead of a <button>. */
    asChild?: boolean;
    /**
     * Busy with its own action: looks and answers as disabled (`aria-disabled`, clicks and
     * submits ignored) but stays focusable. A focused button that turns `disabled` drops focus to
     * <body>, and a keyboard user pressing Save or Return would start again from the page's top.
     */
    pending?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, pending = false, onClick, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      // A plain <button> defaults to submit inside forms; make that explicit opt-in.
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), pending && 'pointer-events-none opacity-50', className)}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        // preventDefault also keeps a pending submit button from sending its form again.
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
