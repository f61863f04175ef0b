import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeSwitcher } from '@/app/layouts/theme-switcher';
import { renderWithProviders } from '@/test/render';

describe('ThemeSwitcher', () => {
  it('cycles light -> dark -> system -> light, storing each choice and toggling .dark', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeSwitcher />);
    const button = await screen.findByRole('button', { name: /^Theme: Light/ });
    const html = document.documentElement;
    expect(html).not.toHaveClass('dark');

    await user.click(button);
    expect(screen.getByRole('button', { name: /^Theme: Dark/ })).toBeInTheDocument();
    expect(localStorage.getItem('lyceum-theme')).toBe('dark');
    expect(html).toHaveClass('dark');

    await user.click(button);
    expect(screen.getByRole('button', { name: /^Theme: System/ })).toBeInTheDocument();
    expect(localStorage.getItem('lyceum-theme')).toBe('system');
    expect(html).not.toHaveClass('dark'); // jsdom has no dark OS preference

    await user.click(button);
    expect(localStorage.getItem('lyceum-theme')).toBe('light');
  });

  it('marks the current theme in the menu and sets the one chosen', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lyceum-theme', 'dark');
    let chosen = 0;
    renderWithProviders(<ThemeSwitcher onChosen={() => (chosen += 1)} />);
    await user.click(await screen.findByRole('button', { name: 'Choose theme' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(localStorage.getItem('lyceum-theme')).toBe('system');
    // Told of each choice, so the phone's navigation sheet can close; the current theme chosen again counts too.
    expect(chosen).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Choose theme' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'System' }));
    expect(chosen).toBe(2);
  });
});
