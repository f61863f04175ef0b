import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/i18n-context';
import { uiMessages as um } from '@/components/ui-messages';

/*
 * Placeholders in the shape of the pages they stand for, so the layout does not jump when the
 * data arrives. The blocks are hidden from assistive technology; the region itself is a named
 * status ("Loading class"), which is what a screen reader should hear.
 */

export function SkeletonRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={className}>
      {children}
    </div>
  );
}

/** A label above a field, the way the forms lay them out. */
function FieldSkeleton({ height = 'h-9' }: { height?: string }) {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-4 w-28" />
      <Skeleton className={cn('w-full', height)} />
    </div>
  );
}

/** Class detail: title and actions, stat cards, the tab list and the tab's card. */
export function ClassDetailSkeleton({ stats }: { stats: number }) {
  const t = useT();
  return (
    <SkeletonRegion label={t(um.loadingClass)} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: stats }, (_, index) => (
          <Skeleton key={index} className="h-[5.25rem] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-9 w-full rounded-lg sm:w-72" />
      <Skeleton className="h-72 rounded-xl" />
    </SkeletonRegion>
  );
}

/** Edit class: title, then the details card with its three fields and buttons. */
export function EditClassSkeleton() {
  const t = useT();
  return (
    <SkeletonRegion label={t(um.loadingClass)} className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <Card>
        <CardContent className="grid gap-5">
          <Skeleton className="h-5 w-32" />
          <FieldSkeleton />
          <FieldSkeleton height="h-24" />
          <FieldSkeleton />
          <Skeleton className="h-9 w-32 justify-self-end" />
        </CardContent>
      </Card>
    </SkeletonRegion>
  );
}

/** Material or assignment view: breadcrumb, title and details, the content card, comments. */
export function ContentViewSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label} className="mx-auto max-w-4xl space-y-6">
      <Skeleton className="h-5 w-72 max-w-full" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-80 max-w-full" />
        <Skeleton className="h-5 w-56 max-w-full" />
      </div>
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </SkeletonRegion>
  );
}

/** Material or assignment form: breadcrumb, heading, then title, editor (and due date) in a card. */
export function ContentFormSkeleton({ withDueDate }: { withDueDate: boolean }) {
  const t = useT();
  return (
    <SkeletonRegion label={t(um.loadingForm)} className="mx-auto max-w-4xl space-y-6">
      <Skeleton className="h-5 w-72 max-w-full" />
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <Card>
        <CardContent className="grid gap-5 px-4 sm:px-6">
          <FieldSkeleton />
          <FieldSkeleton height="h-[242px]" />
          {withDueDate && <FieldSkeleton />}
          <Skeleton className="h-9 w-40 justify-self-end" />
        </CardContent>
      </Card>
    </SkeletonRegion>
  );
}

/** A few comment rows (avatar, name, text) while the comments load. */
export function CommentsSkeleton() {
  const t = useT();
  return (
    <SkeletonRegion label={t(um.loadingComments)} className="divide-y">
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className="flex gap-3 py-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </SkeletonRegion>
  );
}
