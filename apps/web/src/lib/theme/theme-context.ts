import { createContext, useContext } from 'react';
import type { ResolvedTheme, Theme } from '@/lib/theme/theme';

export interface ThemeState {
  theme: Theme;
  /** What is actually shown: System becomes light or dark from the operating system. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Light, dark, system, then light again. */
  cycleTheme: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside <ThemeProvider>');
  return state;
}
