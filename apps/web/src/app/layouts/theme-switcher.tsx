import { ChevronsUpDownIcon, MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDropdownMenu } from '@/components/ui/deferred-dropdown-menu';
import { isTheme, nextTheme, THEME_LABELS, THEMES, type Theme } from '@/lib/theme/theme';
import { useTheme } from '@/lib/theme/theme-context';

const ICONS: Record<Theme, LucideIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/**
 * Two ways to the same setting: the big button cycles light, dark, system (spec section 4);
 * the menu lists all three with a check mark on the current one. A choice from the menu is done:
 * `onChosen` lets the phone's navigation sheet close (the cycling button keeps it open, to go on).
 */
export function ThemeSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { theme, setTheme, cycleTheme } = useTheme();
  const Icon = ICONS[theme];
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        className="flex-1 justify-start px-3 text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
        onClick={cycleTheme}
        aria-label={`Theme: ${THEME_LABELS[theme]}. Switch to ${THEME_LABELS[nextTheme(theme)]}`}
        data-testid="theme-cycle"
        data-theme={theme}
      >
        <Icon aria-hidden="true" />
        <span>{THEME_LABELS[theme]}</span>
      </Button>
      <DeferredDropdownMenu
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label="Choose theme"
            className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
          >
            <ChevronsUpDownIcon aria-hidden="true" />
          </Button>
        }
      >
        {(ui) => (
          <ui.DropdownMenuContent align="end" side="top" className="w-40">
            <ui.DropdownMenuLabel>Theme</ui.DropdownMenuLabel>
            <ui.DropdownMenuSeparator />
            <ui.DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
              {THEMES.map((option) => {
                const OptionIcon = ICONS[option];
                return (
                  <ui.DropdownMenuRadioItem key={option} value={option} onSelect={onChosen}>
                    <OptionIcon aria-hidden="true" />
                    {THEME_LABELS[option]}
                  </ui.DropdownMenuRadioItem>
                );
              })}
            </ui.DropdownMenuRadioGroup>
          </ui.DropdownMenuContent>
        )}
      </DeferredDropdownMenu>
    </div>
  );
}
