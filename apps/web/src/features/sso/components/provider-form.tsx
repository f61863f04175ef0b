import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OidcPreset, OidcProviderInput, OidcSsoProvider } from '@lyceum/shared/sso';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { checkProvider, saveProvider, ssoKeys } from '@/features/sso/api/sso-admin-api';
import { SELECT, WhoIsWhoFields, type WhoIsWhoForm } from '@/features/sso/components/who-is-who-fields';
import { domainList, optional, parseRoleMap, roleMapText } from '@/features/sso/lib/role-map';


const PRESETS: Record<OidcPreset, { name: string; issuer: string }> = {
  google: { name: 'Google Workspace', issuer: 'https://accounts.google.com' },
  entra: { name: 'Microsoft Entra ID', issuer: 'https://login.microsoftonline.com/<tenant id>/v2.0' },
  generic: { name: 'Another OpenID Connect provider', issuer: '' },
};

interface Form extends WhoIsWhoForm {
  label: string;
  preset: OidcPreset;
  issuer: string;
  clientId: string;
  clientSecret: string;
  hostedDomain: string;
  tenantId: string;
}

function formOf(provider: OidcSsoProvider | null): Form {
  return {
    label: provider?.label ?? '',
    preset: provider?.preset ?? 'google',
    issuer: provider?.issuer ?? PRESETS.google.issuer,
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    matchBy: provider?.matchBy ?? 'email',
    matchClaim: provider?.matchClaim ?? '',
    domains: provider?.domains.join(', ') ?? '',
    hostedDomain: provider?.hostedDomain ?? '',
    tenantId: provider?.tenantId ?? '',
    createUnknown: provider?.createUnknown ?? false,
    roleClaim: provider?.roleClaim ?? '',
    roleMap: roleMapText(provider?.roleMap),
    enabled: provider?.enabled ?? true,
  };
}

function inputOf(form: Form): OidcProviderInput {
  return {
    kind: 'oidc',
    label: form.label,
    preset: form.preset,
    issuer: form.issuer.trim(),
    clientId: form.clientId,
    clientSecret: optional(form.clientSecret),
    matchBy: form.matchBy,
    matchClaim: form.matchBy !== 'email' ? optional(form.matchClaim) : undefined,
    domains: domainList(form.domains),
    hostedDomain: form.preset === 'google' ? optional(form.hostedDomain) : undefined,
    tenantId: form.preset === 'entra' ? optional(form.tenantId) : undefined,
    createUnknown: form.createUnknown,
    roleClaim: optional(form.roleClaim),
    roleMap: parseRoleMap(form.roleMap),
    enabled: form.enabled,
  };
}

/** Adds or edits one OpenID Connect provider. The client secret is write-only: blank keeps the saved one. */
export function ProviderForm({ provider, onDone }: { provider: OidcSsoProvider | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(provider));
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));
  const mutation = useMutation({
    mutationFn: saveProvider,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.providers });
      const check = await checkProvider(saved._id).catch(() => null);
      if (check && !check.ok) toast.warning(check.message);
      else if (saved.kind === 'oidc') toast.success(`${saved.label} saved. Register this redirect URI at the provider: ${saved.redirectUri}`);
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error, 'The provider could not be saved.')),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({ id: provider?._id ?? null, input: inputOf(form) });
  };
  const id = (name: string) => `sso-${name}`;

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={provider ? `Edit ${provider.label}` : 'Add a provider'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('preset')}>Provider</Label>
          <select
            id={id('preset')}
            className={SELECT}
            value={form.preset}
            onChange={(e) => {
              const preset = e.target.value as OidcPreset;
              set({ preset, issuer: PRESETS[preset].issuer });
            }}
          >
            {Object.entries(PRESETS).map(([value, { name }]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('label')}>Button label</Label>
          <Input id={id('label')} required placeholder="Google" value={form.label} onChange={(e) => set({ label: e.target.value })} aria-describedby={id('label-hint')} />
          <p id={id('label-hint')} className="text-xs text-muted-foreground">
            The button reads “Sign in with {form.label || '…'}”.
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('issuer')}>Issuer URL</Label>
        <Input id={id('issuer')} required value={form.issuer} onChange={(e) => set({ issuer: e.target.value })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('client-id')}>Client ID</Label>
          <Input id={id('client-id')} required autoComplete="off" value={form.clientId} onChange={(e) => set({ clientId: e.target.value })} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('client-secret')}>Client secret</Label>
          <Input
            id={id('client-secret')}
            type="password"
            autoComplete="new-password"
            required={!provider?.clientSecretSet}
            placeholder={provider?.clientSecretSet ? 'Saved — leave blank to keep it' : ''}
            value={form.clientSecret}
            onChange={(e) => set({ clientSecret: e.target.value })}
          />
        </div>
      </div>
      {form.preset === 'google' && (
        <div className="grid gap-2">
          <Label htmlFor={id('hd')}>Workspace domain (hd)</Label>
          <Input id={id('hd')} placeholder="school.org" value={form.hostedDomain} onChange={(e) => set({ hostedDomain: e.target.value })} />
        </div>
      )}
      {form.preset === 'entra' && (
        <div className="grid gap-2">
          <Label htmlFor={id('tid')}>Directory (tenant) ID</Label>
          <Input id={id('tid')} placeholder="00000000-0000-0000-0000-000000000000" value={form.tenantId} onChange={(e) => set({ tenantId: e.target.value })} />
        </div>
      )}
      <WhoIsWhoFields form={form} set={set} words={{ item: 'claim', sourcedIdExample: 'employee_id', roleExample: 'groups' }} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Save provider
        </Button>
      </div>
    </form>
  );
}
