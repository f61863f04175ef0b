import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@lyceum/shared/limits';
import type { Material } from '@lyceum/shared/materials';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { MSG } from '@lyceum/shared/messages';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { afterContentSaved } from '@/features/content/api/content-cache';
import { materialApi } from '@/features/content/api/classwork-item-api';
import { AttachmentsEditor } from '@/features/content/components/attachments-editor';
import { useAttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { attachmentRequests } from '@/features/content/lib/attachment-drafts';
import { ATTACHMENT_TEXT } from '@/features/content/lib/attachment-texts';
import { LazyRichTextEditor } from '@/features/content/components/lazy-rich-text-editor';
import { savedAnnouncement, useContentReturn } from '@/features/content/lib/content-return';

const FIELDS = ['title', 'content'] as const;

/** Create (no `material`) or edit a material; saved -> back to the class page (spec section 4). */
export function MaterialForm({ classId, topicId, material }: { classId: string; topicId: string; material?: Material }) {
  const leave = useContentReturn(classId, topicId, 'material');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(material?.title ?? '');
  const [content, setContent] = useState(material?.content ?? '');
  const editing = material !== undefined;
  const attachments = useAttachmentDrafts(classId, material?.attachments ?? []);
  const fields = useFieldErrors('material', FIELDS);

  const save = useMutation({
    mutationFn: () => {
      const input = { title: title.trim(), content, topic: topicId, attachments: attachmentRequests(attachments.drafts) };
      return material ? materialApi.update(material._id, input) : materialApi.create(input);
    },
    onSuccess: async (saved) => {
      toast.success(editing ? MSG.materialUpdated : MSG.materialCreated);
      await afterContentSaved(queryClient);
      await leave(saved._id, savedAnnouncement('Material', saved.title, editing));
    },
    onError: (error) => {
      const message = errorMessage(error, editing ? MSG.materialUpdateFailed : MSG.materialCreateFailed);
      toast.error(message);
      fields.showServer(message);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = fields.show({
      title: title.trim() ? undefined : FIELD_MSG.titleRequired,
      content: content ? undefined : FIELD_MSG.contentRequired,
    });
    if (missing) {
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
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="material-title">Title</Label>
        <Input
          {...fields.control('title')}
          maxLength={LIMITS.title}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            fields.clear('title');
          }}
          placeholder="e.g. Introduction to fractions"
        />
        <FieldError {...fields.message('title')} />
      </div>
      <div className="grid gap-2">
        <Label id="material-content-label">Content</Label>
        {/* The id is the wrapper's: focus goes to the editor (or its stand-in) inside. */}
        <div id={fields.control('content').id}>
          <LazyRichTextEditor
            value={content}
            onChange={(html) => {
              setContent(html);
              if (html) fields.clear('content');
            }}
            labelledBy="material-content-label"
            invalid={fields.control('content')['aria-invalid']}
            describedBy={fields.control('content')['aria-describedby']}
          />
        </div>
        <FieldError {...fields.message('content')} />
      </div>
      <AttachmentsEditor drafts={attachments} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={() => void leave(material?._id ?? null)}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          {save.isPending && <Spinner label="Saving" />}
          {editing ? 'Update Material' : 'Create Material'}
        </Button>
      </div>
    </form>
  );
}
