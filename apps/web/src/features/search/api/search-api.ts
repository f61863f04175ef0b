import type { searchResponseSchema } from '@lyceum/shared/search';
import { api } from '@/lib/api-client';

export const searchKeys = { all: ['search'] as const, text: (q: string) => [...searchKeys.all, q] as const };

/** GET /api/search: what the caller may see that has the words, best first. */
export function fetchSearch(q: string, signal?: AbortSignal) {
  return api.get<typeof searchResponseSchema>(`/api/search?q=${encodeURIComponent(q)}`, signal ? { signal } : undefined);
}
