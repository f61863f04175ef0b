import { useInfiniteQuery } from '@tanstack/react-query';
import { BookOpenIcon } from 'lucide-react';
import type { MaterialListItem as Item } from '@lyceum/shared/materials';
import { PageHeader } from '@/components/page-header';
import { materialsInfiniteQuery } from '@/features/lists/api/lists-api';
import { MaterialListItem } from '@/features/lists/components/material-list-item';
import { PagedList } from '@/features/lists/components/paged-list';
import { useT } from '@/lib/i18n/i18n-context';
import { listsMessages as m } from '@/features/lists/lists-messages';

/** All materials across the user's classes, newest first, with their attachments count. */
export function AllMaterialsPage() {
  const query = useInfiniteQuery(materialsInfiniteQuery());
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={t(m.materialsTitle)} description={t(m.materialsText)} />
      <PagedList<Item>
        query={query}
        errorText={() => t(m.materialsFailed)}
        toastId="materials-load-error"
        labels={{ list: t(m.materialsTitle), loading: t(m.materialsLoading), loadMore: t(m.materialsLoadMore), loadingMore: t(m.materialsLoadingMore) }}
        empty={{
          icon: BookOpenIcon,
          title: t(m.materialsEmpty),
          text: t(m.materialsEmptyText),
        }}
        renderItem={(material) => <MaterialListItem key={material._id} material={material} />}
      />
    </div>
  );
}
