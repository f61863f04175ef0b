import { useEffect, useRef, useState } from 'react';
import { TimerIcon } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n-context';
import { clockOf } from '@/features/quizzes/lib/quiz-answers';
import { quizPlayerMessages as p } from '@/features/quizzes/quiz-player-messages';

/** The minutes left at which a screen reader hears the time: a few, politely, never every second. */
const ANNOUNCED_MINUTES = [10, 5, 1];

/**
 * The time left of an attempt, counted down to the server's deadline (the server ends the attempt
 * there, whatever this page shows). `onExpired` runs once when it reaches zero.
 */
export function QuizCountdown({ deadline, onExpired }: { deadline: string; onExpired: () => void }) {
  const t = useT();
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => (end - Date.now()) / 1000);
  const [announcement, setAnnouncement] = useState('');
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    let announced = new Set<number>(ANNOUNCED_MINUTES.filter((minutes) => (end - Date.now()) / 1000 <= minutes * 60));
    let done = false;
    const tick = () => {
      const seconds = (end - Date.now()) / 1000;
      setLeft(seconds);
      for (const minutes of ANNOUNCED_MINUTES) {
        if (seconds <= minutes * 60 && !announced.has(minutes)) {
          announced = new Set([...announced, minutes]);
          setAnnouncement(t(p.minutesLeft, { minutes }));
        }
      }
      if (seconds <= 0 && !done) {
        done = true;
        expired.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, t]);

  const urgent = left <= 60;
  return (
    <div className={`inline-flex items-center gap-2 rounded-md border px-3 py-1.5 font-medium tabular-nums ${urgent ? 'border-destructive text-destructive-text' : ''}`}>
      <TimerIcon aria-hidden="true" className="size-4" />
      {/* The ticking clock is not read out; the announcements below are. */}
      <span role="timer" aria-live="off" data-testid="quiz-countdown">
        {t(p.timeLeft, { time: clockOf(left) })}
      </span>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
