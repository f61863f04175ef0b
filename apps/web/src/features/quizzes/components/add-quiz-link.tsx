import { Link } from 'react-router';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { fromClasswork } from '@/features/content/lib/content-return';
import { quizPaths } from '@/features/quizzes/lib/quiz-paths';
import { quizEntryMessages as m } from '@/features/quizzes/quiz-entry-messages';

/** "Add quiz" beside a topic's Add assignment: the builder, opened from the Classwork tab (or elsewhere: `fromTab` false). */
export function AddQuizLink({ classId, topicId, topicName, fromTab = true }: { classId: string; topicId: string; topicName: string; fromTab?: boolean }) {
  const t = useT();
  const path = quizPaths.create(classId, topicId);
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={fromTab ? fromClasswork(path) : path} aria-label={t(m.addQuizTo, { topic: topicName })}>
        <PlusIcon aria-hidden="true" /> {t(m.addQuiz)}
      </Link>
    </Button>
  );
}
