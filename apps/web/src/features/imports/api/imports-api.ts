import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { importListSchema, importRecordSchema, importRowsPageSchema, ImportRecord, ImportRowFilter } from '@lyceum/shared/imports';
import { api } from '@/lib/api-client';
import { postMultipart } from '@/lib/upload-request';
import { isBundle } from '@/features/imports/lib/file-kind';

/** How often a running import is read again: its progress bar moves about this often. */
const POLL_MS = 1_000;

/**
 * Uploads the file (multipart part `file`) to the preview route of its kind: a zip is a OneRoster
 * bundle, anything else a users CSV. The server stores a preview and writes nothing else.
 */
export function previewImportFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  const route = isBundle(file) ? '/api/imports/oneroster/preview' : '/api/imports/users/preview';
  return postMultipart<typeof importRecordSchema>(route, form);
}

/** Starts applying a preview, all or nothing, as a job on the server: answers at once, running. */
export function commitImport(id: string) {
  return api.post<typeof importRecordSchema>(`/api/imports/${encodeURIComponent(id)}/commit`);
}

const isRunning = (record: ImportRecord | undefined) => record?.status === 'running';

/** One import, read again every second while its commit runs. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: ['imports', id] as const,
    queryFn: ({ signal }) => api.get<typeof importRecordSchema>(`/api/imports/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });

/** The latest imports, newest first; read again while one of them runs, to show when it ends. */
export const importsQuery = () =>
  queryOptions({
    queryKey: ['imports'] as const,
    queryFn: ({ signal }) => api.get<typeof importListSchema>('/api/imports', { signal }),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? POLL_MS * 2 : false),
  });

/**
 * A page of an import's rows, one tab at a time; per status, since a commit replaces them with what
 * it did, and per language, since the server writes their problems in the reader's.
 */
export const importRowsQuery = (record: Pick<ImportRecord, '_id' | 'status'>, show: ImportRowFilter, offset: number, limit: number, locale: string) =>
  queryOptions({
    queryKey: ['imports', record._id, 'rows', record.status === 'committed' ? 'committed' : 'previewed', show, offset, limit, locale] as const,
    queryFn: ({ signal }) =>
      api.get<typeof importRowsPageSchema>(`/api/imports/${encodeURIComponent(record._id)}/rows?show=${show}&offset=${offset}&limit=${limit}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
