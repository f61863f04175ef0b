import { Link } from 'react-router';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { fromClasswork } from '@/features/content/lib/content-return';
import { questionPaths } from '@/features/questions/lib/question-paths';
import { questionEntryMessages as m } from '@/features/questions/question-entry-messages';

/** "Add question" beside a topic's Add assignment: the question form, opened from the Classwork tab (or elsewhere: `fromTab` false). */
export function AddQuestionLink({ classId, topicId, topicName, fromTab = true }: { classId: string; topicId: string; topicName: string; fromTab?: boolean }) {
  const t = useT();
  const path = questionPaths.create(classId, topicId);
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={fromTab ? fromClasswork(path) : path} aria-label={t(m.addQuestionTo, { topic: topicName })}>
        <PlusIcon aria-hidden="true" /> {t(m.addQuestion)}
      </Link>
    </Button>
  );
}
