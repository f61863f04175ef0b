import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment } from '@lyceum/shared/files';
import { LIMITS } from '@lyceum/shared/limits';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteUpload, uploadClassFile } from '@/features/content/api/files-api';
import { countedDrafts, draftsFrom, type DraftAttachment } from '@/features/content/lib/attachment-drafts';
import type { LinkDraft } from '@/features/content/lib/link-draft';
import { precheckUpload } from '@/features/content/lib/upload-precheck';
import { uploadProblemText } from '@/features/content/lib/upload-problem-text';
import { useT } from '@/lib/i18n/i18n-context';
import { contentViewMessages as v } from '@/features/content/content-view-messages';

let nextKey = 0;
const newKey = () => `draft-${++nextKey}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface AttachmentDrafts {
  drafts: DraftAttachment[];
  addFiles: (files: readonly File[]) => void;
  addLink: (link: LinkDraft) => void;
  remove: (key: string) => void;
  /** Some file is still on its way up: saving now would leave it out. */
  uploading: boolean;
  /** LIMITS.attachments reached. */
  full: boolean;
}

/**
 * The attachments editor's list: files upload to the class as soon as they are picked (so saving
 * is quick and a refusal shows at once, as a toast and beside the file), links are added as typed.
 * Removing an upload in flight cancels it; removing one made in this form deletes it (best effort:
 * the server also deletes unattached uploads after a day); an attached file is dropped by the save.
 */
export function useAttachmentDrafts(classId: string, initial: readonly Attachment[]): AttachmentDrafts {
  const [drafts, setDrafts] = useState<DraftAttachment[]>(() => draftsFrom(initial));
  const inFlight = useRef(new Map<string, AbortController>());
  const t = useT();

  // Leaving the form cancels what is still uploading.
  useEffect(() => {
    const controllers = inFlight.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    };
  }, []);

  const replace = useCallback((key: string, next: (draft: DraftAttachment) => DraftAttachment) => {
    setDrafts((list) => list.map((draft) => (draft.key === key ? next(draft) : draft)));
  }, []);

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      inFlight.current.set(key, controller);
      uploadClassFile(classId, file, {
        signal: controller.signal,
        onProgress: (progress) => replace(key, (draft) => (draft.status === 'uploading' ? { ...draft, progress } : draft)),
      })
        .then((uploaded) => replace(key, () => ({ key, status: 'file', file: uploaded, isNew: true })))
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          const message = errorMessage(error, t(v.uploadFailed, { name: file.name }));
          replace(key, () => ({ key, status: 'failed', name: file.name, size: file.size, error: message }));
          toast.error(message, { description: file.name });
        })
        .finally(() => inFlight.current.delete(key));
    },
    [classId, replace, t],
  );

  const addFiles = (files: readonly File[]) => {
    let room = LIMITS.attachments - countedDrafts(drafts);
    const added: DraftAttachment[] = [];
    for (const file of files) {
      const key = newKey();
      const problem = room > 0 ? uploadProblemText(precheckUpload(file), t) : t(v.tooMany, { max: LIMITS.attachments });
      if (problem) {
        added.push({ key, status: 'failed', name: file.name, size: file.size, error: problem });
        toast.error(problem, { description: file.name });
        continue;
      }
      room--;
      added.push({ key, status: 'uploading', name: file.name, size: file.size, type: file.type, progress: 0 });
      upload(key, file);
    }
    setDrafts((list) => [...list, ...added]);
  };

  const addLink = (link: LinkDraft) => {
    if (countedDrafts(drafts) >= LIMITS.attachments) {
      toast.error(t(v.tooMany, { max: LIMITS.attachments }));
      return;
    }
    setDrafts((list) => [...list, { key: newKey(), status: 'link', ...link }]);
  };

  const remove = (key: string) => {
    const draft = drafts.find((entry) => entry.key === key);
    inFlight.current.get(key)?.abort();
    if (draft?.status === 'file' && draft.isNew) {
      deleteUpload(draft.file._id).catch((error: unknown) => console.warn('Lyceum: the removed upload is left for the daily clean-up', error));
    }
    setDrafts((list) => list.filter((entry) => entry.key !== key));
  };

  return {
    drafts,
    addFiles,
    addLink,
    remove,
    uploading: drafts.some((draft) => draft.status === 'uploading'),
    full: countedDrafts(drafts) >= LIMITS.attachments,
  };
}
