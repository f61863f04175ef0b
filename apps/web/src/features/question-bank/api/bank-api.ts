import { queryOptions } from '@tanstack/react-query';
import type {
  bankCopyResponseSchema,
  bankItemSchema,
  BankItemInput,
  bankSaveResponseSchema,
  bankTagListSchema,
} from '@lyceum/shared/question-bank';
import type { messageSchema } from '@lyceum/shared/common';
import { api } from '@/lib/api-client';

/** Which bank: the teacher's own (null) or a class's. */
export type BankOf = string | null;

export interface BankSearch {
  bank: BankOf;
  q: string;
  tag: string;
}

/** Query keys of the question bank; every key starts with 'question-bank', so a save refreshes them all. */
export const bankKeys = {
  all: ['question-bank'] as const,
  page: (search: BankSearch) => ['question-bank', 'items', search] as const,
  tags: (bank: BankOf) => ['question-bank', 'tags', bank] as const,
};

/** GET /api/question-bank/items with the search's parameters, as the server reads them. */
export function bankItemsPath(search: BankSearch, cursor?: string): string {
  const params = new URLSearchParams();
  if (search.bank) params.set('classId', search.bank);
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.tag) params.set('tag', search.tag);
  if (cursor) params.set('cursor', cursor);
  return params.size > 0 ? `/api/question-bank/items?${params.toString()}` : '/api/question-bank/items';
}

export const bankApi = {
  tagsOptions: (bank: BankOf) =>
    queryOptions({
      queryKey: bankKeys.tags(bank),
      queryFn: ({ signal }) => api.get<typeof bankTagListSchema>(bank ? `/api/question-bank/tags?classId=${encodeURIComponent(bank)}` : '/api/question-bank/tags', { signal }),
    }),
  save: (bank: BankOf, items: BankItemInput[]) => api.post<typeof bankSaveResponseSchema>('/api/question-bank/items', { body: { classId: bank, items } }),
  update: (id: string, input: BankItemInput) => api.put<typeof bankItemSchema>(`/api/question-bank/items/${encodeURIComponent(id)}`, { body: input }),
  remove: (id: string) => api.delete<typeof messageSchema>(`/api/question-bank/items/${encodeURIComponent(id)}`),
  copies: (ids: string[], takenIds: string[]) => api.post<typeof bankCopyResponseSchema>('/api/question-bank/copies', { body: { ids, takenIds } }),
};
