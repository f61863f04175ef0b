import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { bankPageSchema } from '@lyceum/shared/question-bank';
import { bankItemsPath, bankKeys, type BankSearch } from '@/features/question-bank/api/bank-api';

/** A bank's search, page by page (Show more): the items so far, the total, and whether more remain. */
export function useBankItems(search: BankSearch) {
  const query = useInfiniteQuery({
    queryKey: bankKeys.page(search),
    queryFn: ({ signal, pageParam }) => api.get<typeof bankPageSchema>(bankItemsPath(search, pageParam || undefined), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? null;
  return { query, items, total };
}
