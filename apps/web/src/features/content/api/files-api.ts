import type { messageSchema } from '@lyceum/shared/common';
import { UPLOAD_FIELD, type uploadedFileSchema, type UploadedFile } from '@lyceum/shared/files';
import { api } from '@/lib/api-client';
import { postMultipart, type UploadOptions } from '@/lib/upload-request';

/** Stores one file for the class; it stays unattached until a material or assignment lists it. */
export function uploadClassFile(
  classId: string,
  file: File,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return postMultipart<typeof uploadedFileSchema>(`/api/classes/${encodeURIComponent(classId)}/files`, form, options);
}

/** Deletes an upload nothing has attached yet (removed from the form before saving). */
export const deleteUpload = (id: string) => api.delete<typeof messageSchema>(`/api/files/${encodeURIComponent(id)}`);
