import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import type { SamlSsoProvider, SsoProvider } from '@lyceum/shared/sso';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { deleteProvider, providersQuery, ssoKeys } from '@/features/sso/api/sso-admin-api';
import { ProviderForm } from '@/features/sso/components/provider-form';
import { SamlProviderForm } from '@/features/sso/components/saml-provider-form';
import { ssoMessages as m } from '@/features/sso/sso-messages';

const PRESET_NAMES = { google: 'Google Workspace', entra: 'Microsoft Entra ID', generic: 'OpenID Connect' } as const;

/** A value the admin copies into the provider's set-up. */
function CopyValue({ label, value, testId, link = false }: { label: string; value: string; testId: string; link?: boolean }) {
  const t = useT();
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
          aria-label={t(m.copyLabel, { what: label.toLowerCase() })}
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => toast.success(t(m.copied, { what: label })),
              () => toast.error(t(m.copyFailed)),
            )
          }
        >
          {t(m.copy)}
        </Button>
      </span>
    </div>
  );
}

/** What a SAML provider's IdP needs of Lyceum, and what Lyceum read of the IdP. */
function SamlDetails({ provider }: { provider: SamlSsoProvider }) {
  const t = useT();
  const expiry = provider.idp.certificates.map((c) => c.notAfter?.slice(0, 10)).filter(Boolean);
  return (
    <>
      <p className="text-xs break-all text-muted-foreground">
        {t(m.idp, { entityId: provider.idp.entityId })}
        {expiry.length > 0 && t(m.certificateUntil, { dates: expiry.join(', ') })}
      </p>
      <CopyValue label={t(m.spMetadataUrl)} value={provider.spMetadataUrl} testId="sp-metadata-url" link />
      <CopyValue label={t(m.entityId)} value={provider.spEntityId} testId="sp-entity-id" />
      <CopyValue label={t(m.acsUrl)} value={provider.acsUrl} testId="acs-url" />
    </>
  );
}

/** The school's identity providers: each with the redirect URI to register there, and the form to add or edit one. */
export function ProvidersCard() {
  const { data: providers, isPending } = useQuery(providersQuery());
  const [editing, setEditing] = useState<SsoProvider | 'new' | 'new-saml' | null>(null);
  const queryClient = useQueryClient();
  const t = useT();
  const removal = useMutation({
    mutationFn: deleteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
    onError: (error) => toast.error(errorMessage(error, t(m.removeFailed))),
  });

  return (
    <Card>
      {/* One column on a phone: the buttons go under the description instead of squeezing it to a word a line. */}
      <CardHeader className="max-sm:has-data-[slot=card-action]:grid-cols-1">
        <CardTitle>{t(m.providersTitle)}</CardTitle>
        <CardDescription>{t(m.providersDescription)}</CardDescription>
        {editing === null && (
          <CardAction className="max-sm:col-start-1 max-sm:row-span-1 max-sm:row-start-3 max-sm:mt-2 max-sm:justify-self-start">
            <span className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => setEditing('new')}>
                <PlusIcon aria-hidden="true" /> {t(m.addOidc)}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setEditing('new-saml')}>
                <PlusIcon aria-hidden="true" /> {t(m.addSaml)}
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
        {providers?.length === 0 && editing === null && <p className="text-sm text-muted-foreground">{t(m.none)}</p>}
        <ul className="grid gap-3">
          {providers?.map((provider) => (
            <li key={provider._id} className="grid gap-2 rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{provider.label}</span>
                <Badge variant="secondary">{provider.kind === 'saml' ? 'SAML 2.0' : PRESET_NAMES[provider.preset]}</Badge>
                {!provider.enabled && <Badge variant="outline">{t(m.hidden)}</Badge>}
                <span className="ms-auto flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(provider)} aria-label={t(m.editLabel, { label: provider.label })}>
                    {t(m.edit)}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => removal.mutate(provider._id)} aria-label={t(m.removeLabel, { label: provider.label })}>
                    {t(m.remove)}
                  </Button>
                </span>
              </div>
              {provider.kind === 'saml' ? (
                <SamlDetails provider={provider} />
              ) : (
                <>
                  <p className="text-xs break-all text-muted-foreground">{provider.issuer}</p>
                  <CopyValue label={t(m.redirectUri)} value={provider.redirectUri} testId="redirect-uri" />
                </>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
