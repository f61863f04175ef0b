import type { ReactNode } from 'react';
import type { Topic } from '@lyceum/shared/topics';
import { Card, CardContent } from '@/components/ui/card';
import { ContentBreadcrumb } from '@/features/content/components/content-breadcrumb';
import { classPath } from '@/features/content/lib/content-paths';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';

/** The frame of the material and assignment forms: breadcrumb, heading, and the form in a card. */
export function ContentFormShell({
  classId,
  topic,
  title,
  description,
  children,
}: {
  classId: string;
  topic: Topic | undefined;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ContentBreadcrumb
        crumbs={[
          { label: topic?.className ?? t(f.breadcrumbClass), to: classPath(classId) },
          { label: topic?.name ?? t(f.breadcrumbTopic) },
          { label: title },
        ]}
      />
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Card>
        <CardContent className="px-4 sm:px-6">{children}</CardContent>
      </Card>
    </div>
  );
}
