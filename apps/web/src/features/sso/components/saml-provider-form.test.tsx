import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import type { SamlSsoProvider } from '@lyceum/shared/sso';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { SamlProviderForm } from '@/features/sso/components/saml-provider-form';

const saved = {
  _id: 'p2',
  kind: 'saml',
  label: 'School account',
  idpMetadataUrl: 'https://adfs.school.org/FederationMetadata/2007-06/FederationMetadata.xml',
  signedPart: 'assertion',
  nameIdFormat: 'unspecified',
  matchBy: 'email',
  domains: ['school.org'],
  createUnknown: false,
  roleMap: [],
  enabled: true,
  spMetadataUrl: 'https://lyceum.example/api/auth/sso/p2/metadata',
} as unknown as SamlSsoProvider;

function renderForm(provider: SamlSsoProvider | null, answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'admin' });
  const api = mockApi(answers);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <>
      <SamlProviderForm provider={provider} onDone={vi.fn()} />
      <Toaster theme="light" />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('SamlProviderForm: errors at the fields', () => {
  it('marks the missing label and metadata of a new provider, focuses the first, and sends nothing', async () => {
    const { calls } = renderForm(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save provider' }));
    const label = screen.getByLabelText('Button label');
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription(`${FIELD_MSG.providerLabelRequired} The button reads “Sign in with …”.`);
    expect(label).toHaveFocus();
    expect(screen.getByLabelText('IdP metadata URL')).toHaveAccessibleDescription(FIELD_MSG.samlMetadataRequired);
    expect(calls).toEqual([]);
  });

  it.each([
    ['IdP metadata URL', 'idpMetadataUrl must be an https:// URL (http:// only for 127.0.0.1 or localhost)'],
    ['Allowed email domains', 'domains.0: each domain must be a domain name such as school.org'],
  ])('shows the server refusing the %s at that field, focused, beside the toast', async (labelText, message) => {
    renderForm(saved, { 'PUT /api/admin/sso/providers/p2': { status: 400, body: { message } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText(message, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    const field = screen.getByLabelText(labelText);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    await waitFor(() => expect(field).toHaveFocus());
  });
});
