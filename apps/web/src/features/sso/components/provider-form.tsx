import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@lyceum/shared/roles';
import type { OidcPreset, OidcProviderInput, SsoProvider } from '@lyceum/shared/sso';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { checkProvider, saveProvider, ssoKeys } from '@/features/sso/api/sso-admin-api';

const SELECT = 'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30';

const PRESETS: Record<OidcPreset, { name: string; issuer: string }> = {
  google: { name: 'Google Workspace', issuer: 'https://accounts.google.com' },
  entra: { name: 'Microsoft Entra ID', issuer: 'https://login.microsoftonline.com/<tenant id>/v2.0' },
  generic: { name: 'Another OpenID Connect provider', issuer: '' },
};

interface Form {
  label: string;
  preset: OidcPreset;
  issuer: string;
  clientId: string;
  clientSecret: string;
  matchBy: 'email' | 'sourcedId';
  matchClaim: string;
  domains: string;
  hostedDomain: string;
  tenantId: string;
  createUnknown: boolean;
  roleClaim: string;
  /** One mapping a line: `value = role`. */
  roleMap: string;
  enabled: boolean;
}

function formOf(provider: SsoProvider | null): Form {
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
    roleMap: provider?.roleMap.map((m) => `${m.value} = ${m.role}`).join('\n') ?? '',
    enabled: provider?.enabled ?? true,
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

function inputOf(form: Form): OidcProviderInput {
  const roleMap = form.roleMap
    .split('\n')
    .map((line) => line.split('='))
    .filter((parts) => parts.length === 2 && parts[0]!.trim() !== '')
    .map(([value, role]) => ({ value: value!.trim(), role: role!.trim().toLowerCase() as Role }));
  return {
    kind: 'oidc',
    label: form.label,
    preset: form.preset,
    issuer: form.issuer.trim(),
    clientId: form.clientId,
    clientSecret: optional(form.clientSecret),
    matchBy: form.matchBy,
    matchClaim: form.matchBy === 'sourcedId' ? optional(form.matchClaim) : undefined,
    domains: form.domains.split(/[\s,]+/).filter(Boolean),
    hostedDomain: form.preset === 'google' ? optional(form.hostedDomain) : undefined,
    tenantId: form.preset === 'entra' ? optional(form.tenantId) : undefined,
    createUnknown: form.createUnknown,
    roleClaim: optional(form.roleClaim),
    roleMap,
    enabled: form.enabled,
  };
}

/** Adds or edits one OpenID Connect provider. The client secret is write-only: blank keeps the saved one. */
export function ProviderForm({ provider, onDone }: { provider: SsoProvider | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(provider));
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));
  const mutation = useMutation({
    mutationFn: saveProvider,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.providers });
      const check = await checkProvider(saved._id).catch(() => null);
      if (check && !check.ok) toast.warning(check.message);
      else toast.success(`${saved.label} saved. Register this redirect URI at the provider: ${saved.redirectUri}`);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('match')}>Find people by</Label>
          <select id={id('match')} className={SELECT} value={form.matchBy} onChange={(e) => set({ matchBy: e.target.value as Form['matchBy'] })}>
            <option value="email">Verified email address</option>
            <option value="sourcedId">Student information system id (sourcedId) in a claim</option>
          </select>
        </div>
        {form.matchBy === 'sourcedId' ? (
          <div className="grid gap-2">
            <Label htmlFor={id('claim')}>Claim carrying the sourcedId</Label>
            <Input id={id('claim')} placeholder="employee_id" value={form.matchClaim} onChange={(e) => set({ matchClaim: e.target.value })} />
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={id('domains')}>Allowed email domains</Label>
            <Input id={id('domains')} placeholder="school.org, students.school.org" value={form.domains} onChange={(e) => set({ domains: e.target.value })} />
          </div>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={id('jit')} checked={form.createUnknown} onCheckedChange={(checked) => set({ createUnknown: checked === true })} />
        <Label htmlFor={id('jit')} className="font-normal">
          Create an account for people not yet in Lyceum (as students, unless the role mapping says otherwise)
        </Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('role-claim')}>Role claim (optional)</Label>
          <Input id={id('role-claim')} placeholder="groups" value={form.roleClaim} onChange={(e) => set({ roleClaim: e.target.value })} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('role-map')}>Role mapping, one a line</Label>
          <textarea
            id={id('role-map')}
            className={`${SELECT} h-auto min-h-16 py-2`}
            placeholder={'staff = teacher\nteachers = teacher'}
            value={form.roleMap}
            onChange={(e) => set({ roleMap: e.target.value })}
          />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={id('enabled')} checked={form.enabled} onCheckedChange={(checked) => set({ enabled: checked === true })} />
        <Label htmlFor={id('enabled')} className="font-normal">
          Show this provider on the sign-in page
        </Label>
      </div>
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
