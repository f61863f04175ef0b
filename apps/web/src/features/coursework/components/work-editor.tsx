import { useState, type Ref } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveIcon, SendIcon } from 'lucide-react';
import type { Submission } from '@lyceum/shared/submissions';
import { FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AttachmentsEditor } from '@/features/content/components/attachments-editor';
import { RichTextField } from '@/features/content/components/rich-text-field';
import { useAttachmentDrafts } from '@/features/content/hooks/use-attachment-drafts';
import { attachmentRequests, draftsFrom } from '@/features/content/lib/attachment-drafts';
import { afterWorkChanged } from '@/features/coursework/api/coursework-cache';
import { saveWork, turnIn } from '@/features/coursework/api/submissions-api';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** What the student would send, to tell whether anything changed since the last save. */
const snapshot = (answer: string, attachments: unknown) => JSON.stringify({ answer, attachments });

/** The fields a server's refusal can name (its validation messages start with the field). */
const FIELDS = ['answer'] as const;

/**
 * The student's answer (the materials' rich-text editor) and files and links (the attachments
 * editor: files upload to the class at once), with Save and Turn in. Turn in saves first when
 * something changed, so what the teacher grades is what the student sees.
 */
export function WorkEditor({
  submission,
  classId,
  turnInRef,
  onTurnedIn,
}: {
  submission: Submission;
  classId: string;
  /** The Turn in button, for the card to move focus to. */
  turnInRef?: Ref<HTMLButtonElement>;
  onTurnedIn: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { assignment, student } = submission;
  const [answer, setAnswer] = useState(submission.answer);
  const attachments = useAttachmentDrafts(classId, submission.attachments);
  const [saved, setSaved] = useState(() => snapshot(submission.answer, attachmentRequests(draftsFrom(submission.attachments))));
  const requests = attachmentRequests(attachments.drafts);
  const dirty = snapshot(answer, requests) !== saved;
  const fields = useFieldErrors(`work-${assignment}`, FIELDS);
  /** A refusal: the spec's toast, and the same text where the eye is (at the answer, or above it), with focus there. */
  const refused = (error: unknown, fallback: string) => {
    const message = errorMessage(error, fallback);
    toast.error(message);
    fields.showServer(message);
  };

  /** Saves if anything changed; false (with the reason shown) when it cannot be sent as it is. */
  const saveIfChanged = async (): Promise<Submission | null | false> => {
    if (attachments.uploading) {
      toast.warning(t(m.waitForUploads));
      return false;
    }
    if (!dirty) return null;
    const result = await saveWork(assignment, student._id, { answer, attachments: requests });
    setSaved(snapshot(answer, requests));
    return result;
  };

  const save = useMutation({
    mutationFn: saveIfChanged,
    onSuccess: async (result) => {
      if (result === false) return;
      toast.success(t(m.saved));
      if (result) await afterWorkChanged(queryClient, result);
    },
    onError: (error) => refused(error, t(m.saveFailed)),
  });

  const submit = useMutation({
    mutationFn: async () => {
      const result = await saveIfChanged();
      return result === false ? null : turnIn(assignment, student._id);
    },
    onSuccess: async (result) => {
      if (!result) return;
      toast.success(t(m.turnedIn));
      onTurnedIn();
      await afterWorkChanged(queryClient, result);
    },
    onError: (error) => refused(error, t(m.turnInFailed)),
  });

  const busy = save.isPending || submit.isPending;
  return (
    <div className="grid gap-5">
      <FormAlert {...fields.alert} />
      <RichTextField
        label={t(m.answerLabel)}
        labelId={`answer-label-${assignment}`}
        control={fields.control('answer')}
        error={fields.message('answer')}
        value={answer}
        onChange={(html) => {
          setAnswer(html);
          fields.clear('answer');
        }}
      />
      <AttachmentsEditor drafts={attachments} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={() => save.mutate()}>
          {save.isPending ? <Spinner label={t(m.saving)} /> : <SaveIcon aria-hidden="true" />}
          {t(m.save)}
        </Button>
        <Button ref={turnInRef} disabled={busy} onClick={() => submit.mutate()}>
          {submit.isPending ? <Spinner label={t(m.turningIn)} /> : <SendIcon aria-hidden="true" />}
          {t(m.turnIn)}
        </Button>
      </div>
    </div>
  );
}
