import { Link } from 'react-router';
import { PlusIcon } from 'lucide-react';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import type { Topic } from '@lyceum/shared/topics';
import { Button } from '@/components/ui/button';
import { contentPaths } from '@/features/content/lib/content-paths';
import { fromClasswork } from '@/features/content/lib/content-return';
import { ClassworkItemRow } from '@/features/classes/components/classwork-item-row';
import { AddQuizLink } from '@/features/quizzes/components/add-quiz-link';
import { AddQuestionLink } from '@/features/questions/components/add-question-link';
import { classworkAddId } from '@/features/classes/hooks/use-classwork-return';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkMessages as m } from '@/features/classes/classwork-messages';

/** One topic of the Classwork tab: its name, its add buttons (for those who manage content) and its items inline. */
export function ClassworkTopic({
  topic,
  items,
  classId,
  canManage,
  highlighted,
  now,
  more,
}: {
  topic: Topic;
  items: ClassworkItem[];
  classId: string;
  canManage: boolean;
  highlighted: string | null;
  now: Date;
  /** The topic holds items the pages loaded so far do not. */
  more: boolean;
}) {
  const headingId = `classwork-topic-${topic._id}`;
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="classwork-topic">
      <div className="flex flex-col gap-2 border-b pb-2 sm:flex-row sm:items-center sm:justify-between">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {topic.name}
        </h3>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link id={classworkAddId(topic._id, 'material')} to={fromClasswork(contentPaths.materialCreate(classId, topic._id))} aria-label={t(m.addMaterialTo, { topic: topic.name })}>
                <PlusIcon aria-hidden="true" /> {t(m.addMaterial)}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link id={classworkAddId(topic._id, 'assignment')} to={fromClasswork(contentPaths.assignmentCreate(classId, topic._id))} aria-label={t(m.addAssignmentTo, { topic: topic.name })}>
                <PlusIcon aria-hidden="true" /> {t(m.addAssignment)}
              </Link>
            </Button>
            <AddQuizLink classId={classId} topicId={topic._id} topicName={topic.name} />
            <AddQuestionLink classId={classId} topicId={topic._id} topicName={topic.name} />
          </div>
        )}
      </div>
      {items.length > 0 && (
        <ul className="space-y-2">
          {items.map((item) => (
            <ClassworkItemRow key={item._id} item={item} classId={classId} canManage={canManage} highlighted={highlighted === item._id} now={now} />
          ))}
        </ul>
      )}
      {more ? (
        <p className="text-sm text-muted-foreground">{t(m.moreBelow)}</p>
      ) : (
        items.length === 0 && <p className="text-sm text-muted-foreground">{t(m.emptyTopic)}</p>
      )}
    </section>
  );
}
