import { useI18n } from '@/lib/i18n/i18n-context';

/**
 * The direction of the language on screen, for components that set their own (Radix's tabs and
 * selects default to ltr). Read from `<html dir>`, which the provider sets before screens re-render
 * in a new language: importing the shared textDirection here instead made the sign-in page's
 * JavaScript export it, some twenty bytes its budget does not have.
 */
export function useTextDirection(): 'ltr' | 'rtl' {
  // Subscribes to the language: a switch re-renders the caller with the new direction.
  useI18n();
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
