import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import type { SamlSsoProvider, SsoProvider } from '@lyceum/shared/sso';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteProvider, providersQuery, ssoKeys } from '@/features/sso/api/sso-admin-api';
import { ProviderForm } from '@/features/sso/components/provider-form';
import { SamlProviderForm } from '@/features/sso/components/saml-provider-form';

const PRESET_NAMES = { google: 'Google Workspace', entra: 'Microsoft Entra ID', generic: 'OpenID Connect' } as const;

/** A value the admin copies into the provider's set-up. */
function CopyValue({ label, value, testId, link = false }: { label: string; value: string; testId: string; link?: boolean }) {
  return (
    <div className="grid gap-1 text-xs">
      <span className="text-muted-foreground">{label}</span>
      <span className="flex items-start gap-2">
        <code className="grow rounded bg-muted px-2 py-1 break-all" data-testid={testId}>
          {link ? (
            <a href={value} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {value}
            </a>
          ) : (
            value
          )}
        </code>
        <Button
          size="sm"
          variant="ghost"
          className="h-7"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => toast.success(`${label} copied`),
              () => toast.error('The browser would not copy it: select the text and copy it by hand.'),
            )
          }
        >
          Copy
        </Button>
      </span>
    </div>
  );
}

/** What a SAML provider's IdP needs of Lyceum, and what Lyceum read of the IdP. */
function SamlDetails({ provider }: { provider: SamlSsoProvider }) {
  const expiry = provider.idp.certificates.map((c) => c.notAfter?.slice(0, 10)).filter(Boolean);
  return (
    <>
      <p className="text-xs break-all text-muted-foreground">
        IdP {provider.idp.entityId}
        {expiry.length > 0 && ` · signing certificate valid until ${expiry.join(', ')}`}
      </p>
      <CopyValue label="SP metadata URL" value={provider.spMetadataUrl} testId="sp-metadata-url" link />
      <CopyValue label="Entity ID (identifier)" value={provider.spEntityId} testId="sp-entity-id" />
      <CopyValue label="ACS URL (reply URL)" value={provider.acsUrl} testId="acs-url" />
    </>
  );
}

/** The school's identity providers: each with the redirect URI to register there, and the form to add or edit one. */
export function ProvidersCard() {
  const { data: providers, isPending } = useQuery(providersQuery());
  const [editing, setEditing] = useState<SsoProvider | 'new' | 'new-saml' | null>(null);
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: deleteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
    onError: (error) => toast.error(errorMessage(error, 'The provider could not be removed.')),
  });

  return (
    <Card>
      {/* One column on a phone: the buttons go under the description instead of squeezing it to a word a line. */}
      <CardHeader className="max-sm:has-data-[slot=card-action]:grid-cols-1">
        <CardTitle>Identity providers</CardTitle>
        <CardDescription>Students and staff sign in with the accounts the school already has. Each provider gets a button on the sign-in page.</CardDescription>
        {editing === null && (
          <CardAction className="max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-3 max-sm:mt-2 max-sm:justify-self-start">
            <span className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setEditing('new')}>
                <PlusIcon aria-hidden="true" /> Add OpenID Connect provider
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing('new-saml')}>
                <PlusIcon aria-hidden="true" /> Add SAML provider
              </Button>
            </span>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing === 'new' && <ProviderForm key="new" provider={null} onDone={() => setEditing(null)} />}
        {editing === 'new-saml' && <SamlProviderForm key="new-saml" provider={null} onDone={() => setEditing(null)} />}
        {typeof editing === 'object' && editing?.kind === 'oidc' && <ProviderForm key={editing._id} provider={editing} onDone={() => setEditing(null)} />}
        {typeof editing === 'object' && editing?.kind === 'saml' && <SamlProviderForm key={editing._id} provider={editing} onDone={() => setEditing(null)} />}
        {isPending && <Skeleton className="h-16" />}
        {providers?.length === 0 && editing === null && <p className="text-sm text-muted-foreground">No provider yet: everyone signs in with a password.</p>}
        <ul className="grid gap-3">
          {providers?.map((provider) => (
            <li key={provider._id} className="grid gap-2 rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{provider.label}</span>
                <Badge variant="secondary">{provider.kind === 'saml' ? 'SAML 2.0' : PRESET_NAMES[provider.preset]}</Badge>
                {!provider.enabled && <Badge variant="outline">Hidden</Badge>}
                <span className="ms-auto flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(provider)} aria-label={`Edit ${provider.label}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => removal.mutate(provider._id)} aria-label={`Remove ${provider.label}`}>
                    Remove
                  </Button>
                </span>
              </div>
              {provider.kind === 'saml' ? (
                <SamlDetails provider={provider} />
              ) : (
                <>
                  <p className="text-xs break-all text-muted-foreground">{provider.issuer}</p>
                  <CopyValue label="Redirect URI to register at the provider" value={provider.redirectUri} testId="redirect-uri" />
                </>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
