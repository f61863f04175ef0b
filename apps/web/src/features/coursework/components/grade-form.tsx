import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveIcon, Undo2Icon } from 'lucide-react';
import { LIMITS } from '@lyceum/shared/limits';
import { formatPoints, type Submission } from '@lyceum/shared/submissions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldNamedBy, focusField } from '@/components/form-errors';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { afterWorkChanged } from '@/features/coursework/api/coursework-cache';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';
import { returnWork, saveGrade } from '@/features/coursework/api/submissions-api';
import { parseGrade } from '@/features/coursework/lib/points-input';
import { useT } from '@/lib/i18n/i18n-context';
import { courseworkMessages as m } from '@/features/coursework/coursework-messages';

/** Saves the draft left in the form, if any; the grading page calls it before showing another student. */
export type FlushDraft = () => void;

const startingGrade = (s: Submission) => {
  const grade = s.draftGrade !== undefined && s.draftGrade !== null ? s.draftGrade : s.grade;
  return grade === null ? '' : formatPoints(grade);
};
const startingFeedback = (s: Submission) => s.draftFeedback ?? s.feedback ?? '';

type Field = 'grade' | 'feedback';
/** What is wrong, shown under the fields: at the field it is about, or (null) about the work as a whole. */
interface Problem {
  message: string;
  field: Field | null;
}

/**
 * The teacher's grade (out of the assignment's points; no field on an ungraded assignment) and
 * feedback for one student: Save draft keeps them from the student, Return hands them back.
 * A draft left in the form is saved when the teacher moves to another student.
 */
export function GradeForm({
  submission,
  maxPoints,
  flushRef,
}: {
  submission: Submission;
  maxPoints: number | null;
  flushRef: RefObject<FlushDraft | null>;
}) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const { assignment, student } = submission;
  const [grade, setGrade] = useState(() => startingGrade(submission));
  const [feedback, setFeedback] = useState(() => startingFeedback(submission));
  const [problem, setProblem] = useState<Problem | null>(null);
  // Bumped by showProblem: focus moves once the message is on the page, not on every render.
  const [focusRequest, setFocusRequest] = useState(0);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const [saved, setSaved] = useState(() => ({ grade: startingGrade(submission), feedback: startingFeedback(submission) }));
  const gradeInput = useRef<HTMLInputElement>(null);
  const feedbackInput = useRef<HTMLTextAreaElement>(null);
  const dirty = grade !== saved.grade || feedback.trim() !== saved.feedback.trim();

  /** Shows what is wrong at its field (or under the fields) and moves focus there, not to <body> or the pressed button. */
  const showProblem = (message: string, field: Field | null) => {
    setProblem({ message, field: field === 'grade' && maxPoints === null ? null : field });
    setFocusRequest((count) => count + 1);
  };
  useEffect(() => {
    if (focusRequest === 0 || !problem) return;
    focusField(problem.field === 'grade' ? gradeInput.current : problem.field === 'feedback' ? feedbackInput.current : problemRef.current);
    // Only a new request moves focus, not a problem cleared as a field is edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  /** A refusal from the server: its toast (spec) and the same text where the eye is, at the field it names. */
  const refused = (error: unknown, fallback: string) => {
    const message = errorMessage(error, fallback);
    toast.error(message);
    showProblem(message, fieldNamedBy(message, ['grade', 'feedback'] as const) ?? null);
  };

  /** The request the form stands for, or null (with the problem shown) when the grade cannot be sent. */
  const request = () => {
    if (maxPoints === null) return { grade: null, feedback: feedback.trim() };
    const parsed = parseGrade(grade, maxPoints, t);
    if (!parsed.ok) {
      showProblem(parsed.message, 'grade');
      return null;
    }
    return { grade: parsed.value, feedback: feedback.trim() };
  };

  const settle = async (result: Submission) => {
    setSaved({ grade, feedback });
    await afterWorkChanged(queryClient, result);
    await queryClient.refetchQueries({ queryKey: courseworkKeys.studentWork(assignment), exact: true });
  };

  const saveDraft = useMutation({
    mutationFn: (input: { grade: number | null; feedback: string }) => saveGrade(assignment, student._id, input),
    onSuccess: async (result) => {
      toast.success(t(m.draftSaved));
      await settle(result);
    },
    onError: (error) => refused(error, t(m.gradeSaveFailed)),
  });

  const giveBack = useMutation({
    mutationFn: async (input: { grade: number | null; feedback: string }) => {
      if (dirty) await saveGrade(assignment, student._id, input);
      return returnWork(assignment, student._id);
    },
    onSuccess: async (result) => {
      toast.success(t(m.returned));
      await settle(result);
    },
    onError: (error) => refused(error, t(m.returnFailed)),
  });

  // Moving to another student saves what was typed here (quietly failing is not an option: it toasts).
  const latest = useRef({ dirty, grade, feedback });
  useEffect(() => {
    latest.current = { dirty, grade, feedback };
  });
  useEffect(() => {
    flushRef.current = () => {
      const { dirty: changed, grade: typed, feedback: written } = latest.current;
      if (!changed) return;
      const parsed = maxPoints === null ? { ok: true as const, value: null } : parseGrade(typed, maxPoints, t);
      if (!parsed.ok) return;
      saveGrade(assignment, student._id, { grade: parsed.value, feedback: written.trim() })
        .then(async (result) => {
          toast.success(t(m.draftSaved), { description: student.name });
          await afterWorkChanged(queryClient, result);
          await queryClient.refetchQueries({ queryKey: courseworkKeys.studentWork(assignment), exact: true });
        })
        .catch((error: unknown) => toast.error(errorMessage(error, t(m.gradeSaveFailed)), { description: student.name }));
    };
    return () => {
      flushRef.current = null;
    };
  }, [flushRef, assignment, student._id, student.name, maxPoints, queryClient, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = request();
    if (input) saveDraft.mutate(input);
  };

  const onReturn = () => {
    const input = request();
    if (!input) return;
    if (input.grade === null && input.feedback === '') {
      showProblem(t(m.returnNeedsGrade), maxPoints === null ? 'feedback' : 'grade');
      return;
    }
    giveBack.mutate(input);
  };

  const busy = saveDraft.isPending || giveBack.isPending;
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      {maxPoints !== null && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-grade`}>{t(m.grade)}</Label>
          <div className="flex items-center gap-2">
            <Input
              id={`${id}-grade`}
              ref={gradeInput}
              inputMode="decimal"
              autoComplete="off"
              className="w-24"
              value={grade}
              onChange={(event) => {
                setGrade(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem?.field === 'grade' || undefined}
              aria-describedby={`${id}-max${problem?.field === 'grade' ? ` ${id}-problem` : ''}`}
            />
            <span id={`${id}-max`} className="text-sm text-muted-foreground">
              {t(m.gradeOutOf, { max: maxPoints })}
            </span>
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-feedback`}>{t(m.feedback)}</Label>
        <Textarea
          id={`${id}-feedback`}
          ref={feedbackInput}
          maxLength={LIMITS.comment}
          value={feedback}
          onChange={(event) => {
            setFeedback(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem?.field === 'feedback' || undefined}
          aria-describedby={problem?.field === 'feedback' ? `${id}-problem` : undefined}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} ref={problemRef} role="alert" tabIndex={-1} className="text-sm text-destructive-text outline-none">
          {problem.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline" pending={busy}>
          {saveDraft.isPending ? <Spinner label={t(m.savingDraft)} /> : <SaveIcon aria-hidden="true" />}
          {t(m.saveDraft)}
        </Button>
        <Button type="button" pending={busy} onClick={onReturn}>
          {giveBack.isPending ? <Spinner label={t(m.returning)} /> : <Undo2Icon aria-hidden="true" />}
          {t(m.return)}
        </Button>
      </div>
    </form>
  );
}
