import { CheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';

interface Props {
  /** Whether each question, in the attempt's order, has an answer. */
  answered: boolean[];
  current: number;
  onGo: (index: number) => void;
}

/**
 * One question per screen: a button per question (answered ones ticked, each named with whether it
 * is answered; the shown one marked as the current step), and Previous and Next.
 */
export function QuizPlayerNavigator({ answered, current, onGo }: Props) {
  const t = useT();
  const last = answered.length - 1;
  return (
    <nav aria-label={t(p.navigator)} className="space-y-3" data-testid="quiz-navigator">
      <ol className="flex flex-wrap gap-2">
        {answered.map((done, index) => (
          <li key={index}>
            <Button
              variant={index === current ? 'default' : done ? 'secondary' : 'outline'}
              size="sm"
              className="min-w-10 tabular-nums"
              aria-current={index === current ? 'step' : undefined}
              aria-label={t(done ? p.navAnswered : p.navUnanswered, { number: index + 1 })}
              onClick={() => onGo(index)}
            >
              {done && <CheckIcon aria-hidden="true" className="size-3.5" />}
              {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex justify-between gap-2">
        <Button variant="outline" disabled={current === 0} onClick={() => onGo(current - 1)} data-testid="quiz-previous">
          {t(p.previous)}
        </Button>
        <Button variant="outline" disabled={current === last} onClick={() => onGo(current + 1)} data-testid="quiz-next">
          {t(p.next)}
        </Button>
      </div>
    </nav>
  );
}
