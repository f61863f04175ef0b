import { ChevronsUpDownIcon, MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDropdownMenu } from '@/components/ui/deferred-dropdown-menu';
import { useT } from '@/lib/i18n/i18n-context';
import { isTheme, nextTheme, THEMES, type Theme } from '@/lib/theme/theme';
import { useTheme } from '@/lib/theme/theme-context';
import { shellMessages as m } from '@/app/layouts/shell-messages';

const ICONS: Record<Theme, LucideIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };
const NAMES = { light: m.themeLight, dark: m.themeDark, system: m.themeSystem } as const;

/**
 * Two ways to the same setting: the big button cycles light, dark, system (spec section 4);
 * the menu lists all three with a check mark on the current one. A choice from the menu is done:
 * `onChosen` lets the phone's navigation sheet close (the cycling button keeps it open, to go on).
 */
export function ThemeSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { theme, setTheme, cycleTheme } = useTheme();
  const t = useT();
  const label = (of: Theme) => t(NAMES[of]);
  const Icon = ICONS[theme];
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        className="flex-1 justify-start px-3 text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
        onClick={cycleTheme}
        aria-label={t(m.themeCycle, { current: label(theme), next: label(nextTheme(theme)) })}
        data-testid="theme-cycle"
        data-theme={theme}
      >
        <Icon aria-hidden="true" />
        <span>{label(theme)}</span>
      </Button>
      <DeferredDropdownMenu
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(m.chooseTheme)}
            className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
          >
            <ChevronsUpDownIcon aria-hidden="true" />
          </Button>
        }
      >
        {(ui) => (
          <ui.DropdownMenuContent align="end" side="top" className="w-40">
            <ui.DropdownMenuLabel>{t(m.theme)}</ui.DropdownMenuLabel>
            <ui.DropdownMenuSeparator />
            <ui.DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
              {THEMES.map((option) => {
                const OptionIcon = ICONS[option];
                return (
                  <ui.DropdownMenuRadioItem key={option} value={option} onSelect={onChosen}>
                    <OptionIcon aria-hidden="true" />
                    {label(option)}
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
