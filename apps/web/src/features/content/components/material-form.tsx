import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@lyceum/shared/limits';
import type { Material } from '@lyceum/shared/materials';
import { MSG } from '@lyceum/shared/messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { afterContentSaved } from '@/features/content/api/content-cache';
import { createMaterial, updateMaterial } from '@/features/content/api/materials-api';
import { AttachmentsEditor } from '@/features/content/components/attachments-editor';
import { useAttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { attachmentRequests } from '@/features/content/lib/attachment-drafts';
import { ATTACHMENT_TEXT } from '@/features/content/lib/attachment-texts';
import { LazyRichTextEditor } from '@/features/content/components/lazy-rich-text-editor';
import { savedAnnouncement, useContentReturn } from '@/features/content/lib/content-return';

/** Create (no `material`) or edit a material; saved -> back to the class page (spec section 4). */
export function MaterialForm({ classId, topicId, material }: { classId: string; topicId: string; material?: Material }) {
  const leave = useContentReturn(classId, topicId, 'material');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(material?.title ?? '');
  const [content, setContent] = useState(material?.content ?? '');
  const editing = material !== undefined;
  const attachments = useAttachmentDrafts(classId, material?.attachments ?? []);

  const save = useMutation({
    mutationFn: () => {
      const input = { title: title.trim(), content, topic: topicId, attachments: attachmentRequests(attachments.drafts) };
      return material ? updateMaterial(material._id, input) : createMaterial(input);
    },
    onSuccess: async (saved) => {
      toast.success(editing ? MSG.materialUpdated : MSG.materialCreated);
      await afterContentSaved(queryClient);
      await leave(saved._id, savedAnnouncement('Material', saved.title, editing));
    },
    onError: (error) => toast.error(errorMessage(error, editing ? MSG.materialUpdateFailed : MSG.materialCreateFailed)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !content) {
      toast.error(MSG.fillAllFields);
      return;
    }
    if (attachments.uploading) {
      toast.warning(ATTACHMENT_TEXT.waitForUploads);
      return;
    }
    save.mutate();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="material-title">Title</Label>
        <Input
          id="material-title"
          maxLength={LIMITS.title}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="e.g. Introduction to fractions"
        />
      </div>
      <div className="grid gap-2">
        <Label id="material-content-label">Content</Label>
        <LazyRichTextEditor value={content} onChange={setContent} labelledBy="material-content-label" />
      </div>
      <AttachmentsEditor drafts={attachments} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={() => void leave(material?._id ?? null)}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner label="Saving" />}
          {editing ? 'Update Material' : 'Create Material'}
        </Button>
      </div>
    </form>
  );
}
