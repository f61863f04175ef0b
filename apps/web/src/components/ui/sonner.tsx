import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@lyceum/shared/limits';
import { uiMessages } from '@/components/ui-messages';
import { useT } from '@/lib/i18n/i18n-context';

// For lib/toast.ts, which downloads this module (and sonner with it) after the page.
export { toast } from 'sonner';

/**
 * The one toast outlet (spec section 2, Notifications): success, info, warning, error and
 * loading toasts that dismiss themselves after 4000 ms, at most 3 at once.
 * Raise toasts with `import { toast } from '@/lib/toast'` (which downloads sonner after the page).
 *
 * Bottom right (full width along the bottom on phones, sonner's own layout below 600 px): the
 * top of a page holds what a user reaches for after a save (the class header's Join Meeting and
 * Edit Class, the dashboard's role badge, the phone's menu button), so a toast must not sit there.
 * While the phone's navigation sheet is open they rise above its theme and account rows (index.css).
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  const t = useT();
  return (
    <Sonner
      theme={theme}
      containerAriaLabel={t(uiMessages.toasts)}
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      richColors
      closeButton
      // WCAG 2.5.8: sonner draws its close button 20 px square; a target is at least 24 px.
      toastOptions={{ classNames: { toast: 'font-sans', closeButton: 'size-6!' } }}
    />
  );
}
