import { importRecordSchema } from '@lyceum/shared/imports';
import { api } from '@/lib/api-client';
import { postMultipart } from '@/lib/upload-request';

/** Uploads a users CSV (multipart part `file`); the server stores a preview and writes nothing else. */
export function previewUsersCsv(file: File) {
  const form = new FormData();
  form.append('file', file);
  return postMultipart('/api/imports/users/preview', form, { schema: importRecordSchema });
}

/** Applies a preview, all or nothing. */
export function commitImport(id: string) {
  return api.post(`/api/imports/${encodeURIComponent(id)}/commit`, { schema: importRecordSchema });
}
