import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpenIcon } from 'lucide-react';
import type { MaterialListItem as Item } from '@lyceum/shared/materials';
import { MSG } from '@lyceum/shared/messages';
import { PageHeader } from '@/components/page-header';
import { materialsInfiniteQuery } from '@/features/lists/api/lists-api';
import { MaterialListItem } from '@/features/lists/components/material-list-item';
import { PagedList } from '@/features/lists/components/paged-list';

/** All materials across the user's classes, newest first, with their attachments count. */
export function AllMaterialsPage() {
  const query = useInfiniteQuery(materialsInfiniteQuery());
  return (
    <div className="space-y-6">
      <PageHeader title="Materials" description="All learning materials across your classes, newest first." />
      <PagedList<Item>
        query={query}
        errorText={() => MSG.materialsFetchFailed}
        toastId="materials-load-error"
        noun="materials"
        empty={{
          icon: BookOpenIcon,
          title: 'No materials found',
          text: 'Materials from your classes will appear here.',
        }}
        renderItem={(material) => <MaterialListItem key={material._id} material={material} />}
      />
    </div>
  );
}
