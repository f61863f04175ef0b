import { BookOpenIcon, CalendarClockIcon, MessagesSquareIcon } from 'lucide-react';
import { Logo } from '@/components/logo';
import { useT } from '@/lib/i18n/i18n-context';
import { authMessages as m } from '@/features/auth/auth-messages';

const highlights = [
  { icon: BookOpenIcon, text: m.promoLessons },
  { icon: CalendarClockIcon, text: m.promoDueDates },
  { icon: MessagesSquareIcon, text: m.promoDiscussions },
];

/** The sign-in page's promotional panel (spec section 1), shown beside the form on wide screens. */
export function LoginPromoPanel() {
  const t = useT();
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-12 text-white lg:flex lg:flex-col lg:justify-between">
      <div
        className="pointer-events-none absolute -top-24 -end-24 size-96 rounded-full bg-white/10 blur-3xl"
        aria-hidden="true"
      />
      <Logo inverted />
      <div className="relative max-w-md space-y-6">
        <h2 className="text-4xl font-semibold tracking-tight">{t(m.promoTitle)}</h2>
        <p className="text-lg text-indigo-50">
          {t(m.promoText)}
        </p>
        <ul className="space-y-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex items-start gap-3 text-indigo-50">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-white/15">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-indigo-100">{t(m.promoSelfHosted)}</p>
    </aside>
  );
}
