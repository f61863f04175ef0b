import type { QUIZ_IMPORT_FORMATS, QuizImportPreview, quizImportPreviewSchema } from '@lyceum/shared/quizzes';
import { api } from '@/lib/api-client';
import { postMultipart } from '@/lib/upload-request';

export type TextFormat = (typeof QUIZ_IMPORT_FORMATS)[number];

/** A file's preview on the server (nothing is saved): a zip is a QTI content package, any other file text of its format. */
export const quizImportApi = {
  previewText: (format: TextFormat, text: string): Promise<QuizImportPreview> =>
    api.post<typeof quizImportPreviewSchema>('/api/quizzes/import-preview', { body: { format, text } }),
  previewPackage: (file: File): Promise<QuizImportPreview> => {
    const form = new FormData();
    form.append('file', file);
    return postMultipart<typeof quizImportPreviewSchema>('/api/quizzes/import-preview/package', form);
  },
};
