import { queryOptions } from '@tanstack/react-query';
import type { gradebookSchema } from '@lyceum/shared/gradebook';
import { api } from '@/lib/api-client';
import { downloadWithToken } from '@/lib/download-file';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';

const path = (classId: string) => `/api/classes/${encodeURIComponent(classId)}/gradebook`;

/** Students × assignments in one request; a student gets their own row only. */
export function gradebookQueryOptions(classId: string) {
  return queryOptions({
    queryKey: courseworkKeys.gradebook(classId),
    queryFn: ({ signal }) => api.get<typeof gradebookSchema>(path(classId), { signal }),
  });
}

/** A file name from the class's name, without the characters file systems refuse. */
export function gradebookFileName(className: string): string {
  const printable = [...className].map((char) => (char.charCodeAt(0) < 0x20 ? ' ' : char)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'class';
  return `${base}-grades.csv`;
}

/** The CSV needs the bearer token, so it is fetched and handed to the browser as a blob. */
export const downloadGradebookCsv = (classId: string, className: string) =>
  downloadWithToken(`${path(classId)}.csv`, gradebookFileName(className));
