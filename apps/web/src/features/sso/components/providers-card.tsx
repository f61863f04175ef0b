import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import type { SsoProvider } from '@lyceum/shared/sso';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { deleteProvider, providersQuery, ssoKeys } from '@/features/sso/api/sso-admin-api';
import { ProviderForm } from '@/features/sso/components/provider-form';

const PRESET_NAMES = { google: 'Google Workspace', entra: 'Microsoft Entra ID', generic: 'OpenID Connect' } as const;

/** The school's identity providers: each with the redirect URI to register there, and the form to add or edit one. */
export function ProvidersCard() {
  const { data: providers, isPending } = useQuery(providersQuery());
  const [editing, setEditing] = useState<SsoProvider | 'new' | null>(null);
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: deleteProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoKeys.providers }),
    onError: (error) => toast.error(errorMessage(error, 'The provider could not be removed.')),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Identity providers</CardTitle>
        <CardDescription>Students and staff sign in with the accounts the school already has. Each provider gets a button on the sign-in page.</CardDescription>
        {editing === null && (
          <CardAction>
            <Button size="sm" onClick={() => setEditing('new')}>
              <PlusIcon aria-hidden="true" /> Add provider
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {editing !== null && <ProviderForm key={editing === 'new' ? 'new' : editing._id} provider={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
        {isPending && <Skeleton className="h-16" />}
        {providers?.length === 0 && editing === null && <p className="text-sm text-muted-foreground">No provider yet: everyone signs in with a password.</p>}
        <ul className="grid gap-3">
          {providers?.map((provider) => (
            <li key={provider._id} className="grid gap-2 rounded-md border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{provider.label}</span>
                <Badge variant="secondary">{PRESET_NAMES[provider.preset]}</Badge>
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
              <p className="text-xs break-all text-muted-foreground">{provider.issuer}</p>
              <div className="grid gap-1 text-xs">
                <span className="text-muted-foreground">Redirect URI to register at the provider</span>
                <code className="rounded bg-muted px-2 py-1 break-all" data-testid="redirect-uri">
                  {provider.redirectUri}
                </code>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
