import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '@/app/layouts/user-menu';
import { renderWithProviders, storeSession } from '@/test/render';

describe('UserMenu', () => {
  it('is named by the name and role it shows, so voice control finds it by what is on screen (WCAG 2.5.3)', async () => {
    storeSession({ role: 'admin', name: 'Ada Admin' });
    renderWithProviders(<UserMenu />);
    // What a voice-control user says: the words they see, from the start.
    const button = await screen.findByRole('button', { name: /^Ada Admin\b/ });
    const shown = [screen.getByTestId('user-menu-name'), screen.getByText('Administrator')];
    for (const text of shown) expect(button).toHaveAccessibleName(expect.stringContaining(text.textContent ?? '-'));
    expect(button).toHaveAccessibleName('Ada Admin, Administrator — open user menu');
  });

  it('opens the account menu from that button', async () => {
    storeSession({ role: 'teacher', name: 'Tess Teacher' });
    renderWithProviders(<UserMenu />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Tess Teacher, Teacher/ }));
    expect(await screen.findByRole('menu')).toHaveTextContent('My Account');
  });
});
