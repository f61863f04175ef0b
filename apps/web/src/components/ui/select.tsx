import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { useInertOthers } from '@/components/ui/inert-others';
import { cn } from '@/lib/utils';

/**
 * Whether the select around is open. Radix renders a closed select's items too (into a detached
 * fragment, to copy the chosen one's text into the trigger), and does so in a second, synchronous
 * render forced by a layout effect: a screen of selects spent ~250 ms in one task on a phone,
 * a class's "Add a student" one item per student of the school. Here the items exist only while
 * the list is open, and the trigger shows its label from SelectValue's children.
 */
const SelectOpen = createContext(false);

export function Select({ open, defaultOpen = false, onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [openHere, setOpenHere] = useState(defaultOpen);
  const shown = open ?? openHere;
  return (
    <SelectOpen.Provider value={shown}>
      <SelectPrimitive.Root
        open={shown}
        onOpenChange={(next) => {
          setOpenHere(next);
          onOpenChange?.(next);
        }}
        {...props}
      />
    </SelectOpen.Provider>
  );
}

export const SelectGroup = SelectPrimitive.Group;

/** The trigger's text: the chosen option's label, given as children (the items are not there to lend theirs while closed). */
export function SelectValue(props: Omit<ComponentProps<typeof SelectPrimitive.Value>, 'children'> & { children: ReactNode }) {
  return <SelectPrimitive.Value {...props} />;
}

export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/80 disabled:cursor-not-allowed disabled:opacity-50',
        'data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ref,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const inertRef = useInertOthers(ref);
  if (!useContext(SelectOpen)) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        ref={inertRef}
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md animate-popover',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pe-8 ps-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute end-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
