import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '@lyceum/shared/assignments';
import { COURSEWORK_SCREEN_MSG as TEXT } from '@lyceum/shared/coursework-screens';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import { LIMITS } from '@lyceum/shared/limits';
import { MSG } from '@lyceum/shared/messages';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, statusOf } from '@/lib/api-client';
import { afterContentSaved } from '@/features/content/api/content-cache';
import { assignmentApi } from '@/features/content/api/classwork-item-api';
import { AttachmentsEditor } from '@/features/content/components/attachments-editor';
import { useAttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { attachmentRequests } from '@/features/content/lib/attachment-drafts';
import { ATTACHMENT_TEXT } from '@/features/content/lib/attachment-texts';
import { LazyRichTextEditor } from '@/features/content/components/lazy-rich-text-editor';
import { savedAnnouncement, useContentReturn } from '@/features/content/lib/content-return';
import { dateTimeLocalToIso, isoToDateTimeLocal, localTimeZone } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { parseMaxPoints } from '@/features/coursework/lib/points-input';

const FIELDS = ['title', 'description', 'due', 'points'] as const;

/**
 * Create (no `assignment`) or edit an assignment. The due date is typed as the user's local
 * date-time and sent as UTC ISO; editing shows the stored moment in local time again. Points
 * left empty make the assignment ungraded (`maxPoints: null`).
 */
export function AssignmentForm({ classId, topicId, assignment }: { classId: string; topicId: string; assignment?: Assignment }) {
  const leave = useContentReturn(classId, topicId, 'assignment');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(assignment?.title ?? '');
  const [description, setDescription] = useState(assignment?.description ?? '');
  const [due, setDue] = useState(assignment ? isoToDateTimeLocal(assignment.dueDate) : '');
  const [points, setPoints] = useState(assignment && assignment.maxPoints !== null ? String(assignment.maxPoints) : '');
  const fields = useFieldErrors('assignment', FIELDS);
  const editing = assignment !== undefined;
  const attachments = useAttachmentDrafts(classId, assignment?.attachments ?? []);

  const save = useMutation({
    mutationFn: ({ dueDate, maxPoints }: { dueDate: string; maxPoints: number | null }) => {
      const input = {
        title: title.trim(),
        description,
        dueDate,
        topic: topicId,
        maxPoints,
        attachments: attachmentRequests(attachments.drafts),
      };
      return assignment ? assignmentApi.update(assignment._id, input) : assignmentApi.create(input);
    },
    onSuccess: async (saved) => {
      toast.success(editing ? MSG.assignmentUpdated : MSG.assignmentCreated);
      await afterContentSaved(queryClient);
      await leave(saved._id, savedAnnouncement('Assignment', saved.title, editing));
    },
    onError: (error) => {
      const message = errorMessage(error, editing ? MSG.assignmentUpdateFailed : MSG.assignmentCreateFailed);
      toast.error(message);
      // A 409 refuses the points: grades given already do not fit them.
      if (statusOf(error) === 409) fields.show({ points: message });
      else fields.showServer(message, { dueDate: 'due', maxPoints: 'points' });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dueDate = dateTimeLocalToIso(due);
    const missing = fields.show({
      title: title.trim() ? undefined : FIELD_MSG.titleRequired,
      description: description ? undefined : FIELD_MSG.descriptionRequired,
      due: dueDate ? undefined : FIELD_MSG.dueDateRequired,
    });
    if (missing || !dueDate) {
      toast.error(MSG.fillAllFields);
      return;
    }
    const maxPoints = parseMaxPoints(points);
    if (!maxPoints.ok) {
      fields.show({ points: maxPoints.message });
      toast.error(maxPoints.message);
      return;
    }
    if (attachments.uploading) {
      toast.warning(ATTACHMENT_TEXT.waitForUploads);
      return;
    }
    save.mutate({ dueDate, maxPoints: maxPoints.value });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor="assignment-title">Title</Label>
        <Input
          {...fields.control('title')}
          maxLength={LIMITS.title}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            fields.clear('title');
          }}
          placeholder="e.g. Fractions worksheet"
        />
        <FieldError {...fields.message('title')} />
      </div>
      <div className="grid gap-2">
        <Label id="assignment-description-label">Description</Label>
        {/* The id is the wrapper's: focus goes to the editor (or its stand-in) inside. */}
        <div id={fields.control('description').id}>
          <LazyRichTextEditor
            value={description}
            onChange={(html) => {
              setDescription(html);
              if (html) fields.clear('description');
            }}
            labelledBy="assignment-description-label"
            invalid={fields.control('description')['aria-invalid']}
            describedBy={fields.control('description')['aria-describedby']}
          />
        </div>
        <FieldError {...fields.message('description')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="assignment-due">Due date</Label>
        <Input
          {...fields.control('due', 'assignment-due-hint')}
          type="datetime-local"
          // The years the server takes (DUE_DATE_BOUNDS): the picker offers no others.
          min="1900-01-01T00:00"
          max="9999-12-31T23:59"
          value={due}
          onChange={(event) => {
            setDue(event.target.value);
            fields.clear('due');
          }}
          className="sm:max-w-xs"
        />
        <FieldError {...fields.message('due')} />
        <p id="assignment-due-hint" className="text-xs text-muted-foreground">
          In your time zone ({localTimeZone()}).
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="assignment-points">{TEXT.pointsLabel}</Label>
        <Input
          {...fields.control('points', fields.errors.points ? undefined : 'assignment-points-hint')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={points}
          onChange={(event) => {
            setPoints(event.target.value);
            fields.clear('points');
          }}
          placeholder={TEXT.pointsPlaceholder}
          className="sm:max-w-32"
        />
        {fields.errors.points ? (
          <FieldError {...fields.message('points')} />
        ) : (
          <p id="assignment-points-hint" className="text-xs text-muted-foreground">
            {TEXT.pointsHint}
          </p>
        )}
      </div>
      <AttachmentsEditor drafts={attachments} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={() => void leave(assignment?._id ?? null)}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending}>
          {save.isPending && <Spinner label="Saving" />}
          {editing ? 'Update Assignment' : 'Create Assignment'}
        </Button>
      </div>
    </form>
  );
}
