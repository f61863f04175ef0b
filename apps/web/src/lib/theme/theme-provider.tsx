import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ThemeContext, type ThemeState } from '@/lib/theme/theme-context';
import {
  applyTheme,
  initialTheme,
  nextTheme,
  resolveTheme,
  systemPrefersDark,
  watchSystemTheme,
  type Theme,
} from '@/lib/theme/theme';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme());
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  // Follows the operating system live, so System changes the moment the OS does.
  useEffect(() => watchSystemTheme(setPrefersDark), []);

  const resolvedTheme = resolveTheme(theme, prefersDark);
  useEffect(() => applyTheme(resolvedTheme), [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);

  const cycleTheme = useCallback(() => setTheme(nextTheme(theme)), [setTheme, theme]);

  const value = useMemo<ThemeState>(
    () => ({ theme, resolvedTheme, setTheme, cycleTheme }),
    [theme, resolvedTheme, setTheme, cycleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
