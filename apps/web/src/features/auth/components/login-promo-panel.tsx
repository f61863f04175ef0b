import { BookOpenIcon, CalendarClockIcon, MessagesSquareIcon } from 'lucide-react';
import { Logo } from '@/components/logo';

const highlights = [
  { icon: BookOpenIcon, text: 'Rich lessons and materials, organised by class and topic' },
  { icon: CalendarClockIcon, text: 'Assignments with due dates, so nothing slips by' },
  { icon: MessagesSquareIcon, text: 'Discussions on every material and assignment' },
];

/** The sign-in page's promotional panel (spec section 1), shown beside the form on wide screens. */
export function LoginPromoPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
        aria-hidden="true"
      />
      <Logo inverted />
      <div className="relative max-w-md space-y-6">
        <h2 className="text-4xl font-semibold tracking-tight">Welcome to Learning</h2>
        <p className="text-lg text-indigo-50">
          Your classes, lessons and assignments in one calm place, for teachers and students alike.
        </p>
        <ul className="space-y-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-indigo-50">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white/15">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-indigo-100">Self-hosted. Your school's data stays with your school.</p>
    </aside>
  );
}
