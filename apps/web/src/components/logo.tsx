import { GraduationCapIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The product mark alone (decorative: the name is always written next to it or in a heading). */
export function LogoMark({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg',
        inverted ? 'bg-white/15 text-white' : 'bg-primary text-primary-foreground',
        className,
      )}
      aria-hidden="true"
    >
      <GraduationCapIcon className="size-[62%]" />
    </span>
  );
}

/** The product mark and name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <LogoMark inverted={inverted} />
      Lyceum
    </span>
  );
}
