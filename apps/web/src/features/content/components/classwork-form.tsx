import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment, AttachmentRequest } from '@lyceum/shared/files';
import { LIMITS } from '@lyceum/shared/limits';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';
import { contentViewMessages as v } from '@/features/content/content-view-messages';
import { afterContentSaved } from '@/features/content/api/content-cache';
import { AttachmentsEditor } from '@/features/content/components/attachments-editor';
import { RichTextField } from '@/features/content/components/rich-text-field';
import { useAttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { attachmentRequests } from '@/features/content/lib/attachment-drafts';
import { CLASSWORK_KINDS, type ClassworkBodyField } from '@/features/content/lib/classwork-kinds';
import { savedAnnouncement, useContentReturn, type ContentKind } from '@/features/content/lib/content-return';

/** What every kind sends: the title, its rich text, its topic and its attachments. */
export interface SharedInput {
  title: string;
  body: string;
  topic: string;
  attachments: AttachmentRequest[];
}

/** The record being edited, as far as the shared fields go. */
interface EditedRecord {
  _id: string;
  title: string;
  body: string;
  attachments: readonly Attachment[];
}

/** What a kind adds to the shared fields: its own, checked before anything is sent. */
export interface OwnFields<O extends string, V> {
  /** In the form's order, after the shared ones: the first invalid field takes focus. */
  names: readonly O[];
  /** The kind's required fields left empty, as their messages; shown with the shared ones. */
  missing: () => Partial<Record<O, string>>;
  /** The kind's own input, or the field that refuses what was typed. */
  read: () => { ok: true; value: V } | { ok: false; field: O; message: string };
  /** Other names the server's messages give an own field (e.g. `dueDate` for `due`). */
  serverNames?: Partial<Record<string, O>>;
  /** The own field a refused save belongs to, if its status says so. */
  refusedAt?: (error: unknown) => O | undefined;
}

/** What a form says: its kind's (CLASSWORK_KINDS), or a variant's own words (a quiz is an assignment that says "quiz"). */
export type ClassworkTexts = Pick<(typeof CLASSWORK_KINDS)['assignment'], 'submit' | 'body' | 'titlePlaceholder' | 'saved' | 'failed'>;

const NO_OWN_FIELDS: OwnFields<never, Record<string, never>> = {
  names: [],
  missing: () => ({}),
  read: () => ({ ok: true, value: {} }),
};

/**
 * The state and saving of a classwork form (spec section 4): title, rich text and attachments are
 * shared by every kind; the kind brings its own fields (`own`) and says how its request is made
 * (`send`). Saved, it goes back where the form was opened from (useContentReturn).
 */
export function useClassworkForm<O extends string = never, V = Record<string, never>>({
  kind,
  classId,
  topicId,
  record,
  own = NO_OWN_FIELDS as unknown as OwnFields<O, V>,
  send,
  texts,
  optionalBody = false,
}: {
  kind: ContentKind;
  texts?: ClassworkTexts;
  /** The rich text may stay empty (a question's details). */
  optionalBody?: boolean;
  classId: string;
  topicId: string;
  record: EditedRecord | undefined;
  own?: OwnFields<O, V>;
  send: (shared: SharedInput, own: V) => Promise<{ _id: string; title: string }>;
}) {
  type Field = 'title' | ClassworkBodyField | O;
  const text = texts ?? CLASSWORK_KINDS[kind];
  const bodyField: ClassworkBodyField = text.body.field;
  const leave = useContentReturn(classId, topicId, kind);
  const queryClient = useQueryClient();
  const t = useT();
  const [title, setTitle] = useState(record?.title ?? '');
  const [body, setBody] = useState(record?.body ?? '');
  const editing = record !== undefined;
  const attachments = useAttachmentDrafts(classId, record?.attachments ?? []);
  const fields = useFieldErrors<Field>(kind, ['title', bodyField, ...own.names]);

  const save = useMutation({
    mutationFn: (value: V) =>
      send({ title: title.trim(), body, topic: topicId, attachments: attachmentRequests(attachments.drafts) }, value),
    onSuccess: async (saved) => {
      toast.success(t(editing ? text.saved.updated : text.saved.created));
      await afterContentSaved(queryClient);
      await leave(saved._id, savedAnnouncement(t, kind, saved.title, editing));
    },
    onError: (error) => {
      const message = errorMessage(error, t(editing ? text.failed.update : text.failed.create));
      toast.error(message);
      const refused = own.refusedAt?.(error);
      if (refused) fields.show({ [refused]: message } as Partial<Record<Field, string>>);
      else fields.showServer(message, own.serverNames);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = fields.show({
      title: title.trim() ? undefined : t(f.titleRequired),
      [bodyField]: body || optionalBody ? undefined : t(text.body.required),
      ...own.missing(),
    } as Partial<Record<Field, string>>);
    if (missing) {
      toast.error(t(f.fillAllFields));
      return;
    }
    const ownInput = own.read();
    if (!ownInput.ok) {
      fields.show({ [ownInput.field]: ownInput.message } as Partial<Record<Field, string>>);
      toast.error(ownInput.message);
      return;
    }
    if (attachments.uploading) {
      toast.warning(t(v.waitForUploads));
      return;
    }
    save.mutate(ownInput.value);
  };

  return {
    kind,
    text,
    fields,
    title: { value: title, set: setTitle },
    body: { field: bodyField, value: body, set: setBody },
    attachments,
    editing,
    saving: save.isPending,
    onSubmit,
    cancel: () => void leave(record?._id ?? null),
  };
}

export type ClassworkFormState = ReturnType<typeof useClassworkForm<string, unknown>>;

/**
 * A classwork form's fields: the title and the rich text, then the kind's own (`children`), then
 * the attachments, Cancel and Create/Update. Field ids are `${kind}-${field}`.
 */
export function ClassworkForm({ form, children }: { form: ClassworkFormState; children?: ReactNode }) {
  const { kind, fields, title, body, text } = form;
  const bodyLabel = `${kind}-${body.field}-label`;
  const t = useT();
  return (
    <form onSubmit={form.onSubmit} className="grid gap-5" noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor={`${kind}-title`}>{t(f.title)}</Label>
        <Input
          {...fields.control('title')}
          maxLength={LIMITS.title}
          value={title.value}
          onChange={(event) => {
            title.set(event.target.value);
            fields.clear('title');
          }}
          placeholder={t(text.titlePlaceholder)}
        />
        <FieldError {...fields.message('title')} />
      </div>
      <RichTextField
        label={t(text.body.label)}
        labelId={bodyLabel}
        control={fields.control(body.field)}
        error={fields.message(body.field)}
        value={body.value}
        onChange={(html) => {
          body.set(html);
          if (html) fields.clear(body.field);
        }}
      />
      {children}
      <AttachmentsEditor drafts={form.attachments} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={form.saving} onClick={form.cancel}>
          {t(f.cancel)}
        </Button>
        <Button type="submit" pending={form.saving}>
          {form.saving && <Spinner label={t(f.saving)} />}
          {t(form.editing ? text.submit.edit : text.submit.create)}
        </Button>
      </div>
    </form>
  );
}
