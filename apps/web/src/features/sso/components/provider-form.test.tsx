import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import type { OidcSsoProvider } from '@lyceum/shared/sso';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { PasswordSettingsCard } from '@/features/sso/components/password-settings-card';
import { ProviderForm } from '@/features/sso/components/provider-form';

const saved = {
  _id: 'p1',
  kind: 'oidc',
  label: 'Google',
  preset: 'google',
  issuer: 'https://accounts.google.com',
  clientId: 'client-1',
  clientSecretSet: true,
  matchBy: 'email',
  domains: ['school.org'],
  createUnknown: false,
  roleMap: [],
  enabled: true,
  redirectUri: 'https://lyceum.example/api/auth/sso/p1/callback',
} as unknown as OidcSsoProvider;

function renderForm(provider: OidcSsoProvider | null, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'admin' });
  const api = mockApi(answers);
  vi.stubGlobal('fetch', api.fetchMock);
  const onDone = vi.fn();
  renderWithProviders(
    <>
      <ProviderForm provider={provider} onDone={onDone} />
      <Toaster theme="light" />
    </>,
  );
  return { ...api, onDone };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('ProviderForm: errors at the fields', () => {
  it('marks the missing label, client ID and secret of a new provider, focuses the first, and sends nothing', async () => {
    const { calls } = renderForm(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save provider' }));
    const label = screen.getByLabelText('Button label');
    expect(label).toHaveAttribute('aria-invalid', 'true');
    // The message, then the hint that was there before.
    expect(label).toHaveAccessibleDescription(`${FIELD_MSG.providerLabelRequired} The button reads “Sign in with …”.`);
    expect(label).toHaveFocus();
    // The preset's issuer is filled in: not marked.
    expect(screen.getByLabelText('Issuer URL')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Client ID')).toHaveAccessibleDescription(FIELD_MSG.clientIdRequired);
    expect(screen.getByLabelText('Client secret')).toHaveAccessibleDescription(FIELD_MSG.clientSecretRequired);
    expect(calls).toEqual([]);
  });

  it('does not ask again for a saved secret', async () => {
    const { calls } = renderForm(saved, { 'PUT /api/admin/sso/providers/p1': { body: saved }, 'POST /api/admin/sso/providers/p1/check': { body: { ok: true, message: 'ok' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save provider' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('PUT /api/admin/sso/providers/p1'));
    expect(screen.getByLabelText('Client secret')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['Issuer URL', 'issuer must be an https:// URL (http:// only for 127.0.0.1 or localhost)'],
    ['Allowed email domains', 'domains.0: each domain must be a domain name such as school.org'],
    ['Workspace domain (hd)', 'hostedDomain: each domain must be a domain name such as school.org'],
  ])('shows the server refusing the %s at that field, focused, beside the toast', async (labelText, message) => {
    renderForm(saved, { 'PUT /api/admin/sso/providers/p1': { status: 400, body: { message } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText(message, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const field = screen.getByLabelText(labelText);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    await waitFor(() => expect(field).toHaveFocus());
  });
});

describe('PasswordSettingsCard: errors at the field', () => {
  it("shows the server's refusal of the contact at its field, focused, beside the toast", async () => {
    const message = 'helpContact must be at most 200 characters';
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/admin/sso/settings': { body: { passwordsOffFor: [], helpContact: '' } },
        'PUT /api/admin/sso/settings': { status: 400, body: { message } },
      }).fetchMock,
    );
    storeSession({ role: 'admin' });
    renderWithProviders(
      <>
        <PasswordSettingsCard />
        <Toaster theme="light" />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(message, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const contact = screen.getByLabelText('Who to ask when someone cannot sign in');
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(contact).toHaveAccessibleDescription(message);
    await waitFor(() => expect(contact).toHaveFocus());
  });
});
