import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@lyceum/shared/roles';
import { isAdmin } from '@lyceum/shared/permissions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { classesKeys, fetchClassesPage, fetchClassTopics } from '@/features/classes/api/classes-api';
import { dashboardMessages as m } from '@/features/dashboard/dashboard-messages';
import { quizPaths } from '@/features/quizzes/lib/quiz-paths';
import { questionPaths } from '@/features/questions/lib/question-paths';

export type ClassTask = 'assignment' | 'students';

const WORK_KINDS = ['assignment', 'quiz', 'question'] as const;
type WorkKind = (typeof WORK_KINDS)[number];

const TEXT = {
  assignment: { title: m.createAssignment, description: m.chooseAssignmentText, go: m.chooseContinue },
  students: { title: m.manageStudents, description: m.chooseStudentsText, go: m.chooseOpenPeople },
} as const;

const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/80 disabled:opacity-50';

/** Where a class's people are looked after: an admin adds and removes them on the class's edit page; a teacher sees them on its Information tab. */
export const peoplePath = (role: Role, classId: string) => (isAdmin(role) ? `/dashboard/classes/${classId}/edit` : `/dashboard/classes/${classId}`);

/**
 * The Learning Tools' Create Assignment and Manage Students: choose a class (and, for an
 * assignment, its topic), then go to the form, or to the class's people. The classes are the
 * caller's own (the server lists a teacher's classes only), the first page of them.
 */
export function ChooseClassDialog({ task, role, onClose }: { task: ClassTask | null; role: Role; onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT();
  const ids = { klass: useId(), topic: useId(), kind: useId() };
  // Create Assignment also makes a quiz (an assignment the machine grades, in the quiz builder) or a question post (in its form).
  const [kind, setKind] = useState<WorkKind>('assignment');
  const [classId, setClassId] = useState('');
  const [topicId, setTopicId] = useState('');
  const classes = useQuery({ queryKey: [...classesKeys.all, 'choose'], queryFn: ({ signal }) => fetchClassesPage(null, signal), enabled: task !== null });
  const topics = useQuery({ queryKey: classesKeys.topics(classId), queryFn: () => fetchClassTopics(classId), enabled: task === 'assignment' && classId !== '' });
  const text = TEXT[task ?? 'assignment'];
  const ready = classId !== '' && (task === 'students' || topicId !== '');
  const go = () => {
    if (!ready) return;
    const work = kind === 'quiz' ? quizPaths.create(classId, topicId) : kind === 'question' ? questionPaths.create(classId, topicId) : `/dashboard/classes/${classId}/topics/${topicId}/assignments/create`;
    void navigate(task === 'students' ? peoplePath(role, classId) : work);
    onClose();
  };
  const close = (open: boolean) => {
    if (open) return;
    setClassId('');
    setTopicId('');
    setKind('assignment');
    onClose();
  };
  return (
    <Dialog open={task !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(text.title)}</DialogTitle>
          <DialogDescription>{t(text.description)}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={ids.klass}>{t(m.chooseClass)}</Label>
            <select
              id={ids.klass}
              className={selectClass}
              value={classId}
              disabled={!classes.data}
              onChange={(event) => {
                setClassId(event.target.value);
                setTopicId('');
              }}
            >
              <option value="">{t(classes.data ? m.chooseClassEmpty : m.loadingClasses)}</option>
              {classes.data?.items.map((klass) => (
                <option key={klass._id} value={klass._id}>
                  {klass.name}
                </option>
              ))}
            </select>
            {classes.data?.items.length === 0 && <p className="text-sm text-muted-foreground">{t(m.noClasses)}</p>}
          </div>
          {task === 'assignment' && classId !== '' && (
            <div className="grid gap-2">
              <Label htmlFor={ids.topic}>{t(m.chooseTopic)}</Label>
              {topics.data?.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t(m.noTopics)}{' '}
                  <Link className="text-primary underline-offset-4 hover:underline" to={`/dashboard/classes/${classId}?tab=topics`} onClick={onClose}>
                    {t(m.addTopic)}
                  </Link>
                </p>
              ) : (
                <select id={ids.topic} className={selectClass} value={topicId} disabled={!topics.data} onChange={(event) => setTopicId(event.target.value)}>
                  <option value="">{t(topics.data ? m.chooseTopicEmpty : m.loadingTopics)}</option>
                  {topics.data?.map((topic) => (
                    <option key={topic._id} value={topic._id}>
                      {topic.name}
                    </option>
                  ))}
                </select>
              )}
            </div>
          )}
          {task === 'assignment' && (
            <div className="grid gap-2">
              <Label htmlFor={ids.kind}>{t(m.chooseKind)}</Label>
              <select id={ids.kind} className={selectClass} value={kind} onChange={(event) => setKind(WORK_KINDS.find((k) => k === event.target.value) ?? 'assignment')}>
                <option value="assignment">{t(m.kindAssignment)}</option>
                <option value="quiz">{t(m.kindQuiz)}</option>
                <option value="question">{t(m.kindQuestion)}</option>
              </select>
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" disabled={!ready}>
              {t(text.go)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
