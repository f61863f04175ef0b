import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@lyceum/shared/roles';
import { FIELD_MSG } from '@lyceum/shared/field-messages';
import type { OidcPreset, OidcProviderInput, SsoProvider } from '@lyceum/shared/sso';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
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

/** The fields in the form's order, by the names the server's messages start with. */
const FIELDS = ['label', 'issuer', 'clientId', 'clientSecret', 'hostedDomain', 'tenantId', 'matchClaim', 'domains', 'roleClaim', 'roleMap'] as const;
type Field = (typeof FIELDS)[number];

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
  const fields = useFieldErrors('sso', FIELDS);
  const set = (changes: Partial<Form>) => {
    setForm((current) => ({ ...current, ...changes }));
    for (const field of FIELDS) if (field in changes) fields.clear(field);
  };
  const mutation = useMutation({
    mutationFn: saveProvider,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.providers });
      const check = await checkProvider(saved._id).catch(() => null);
      if (check && !check.ok) toast.warning(check.message);
      else toast.success(`${saved.label} saved. Register this redirect URI at the provider: ${saved.redirectUri}`);
      onDone();
    },
    onError: (error) => {
      const message = errorMessage(error, 'The provider could not be saved.');
      toast.error(message);
      // "issuer must be an https:// URL", "domains.0: each domain must be..." at their fields.
      fields.showServer(message);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const invalid = fields.show({
      label: form.label.trim() ? undefined : FIELD_MSG.providerLabelRequired,
      issuer: form.issuer.trim() ? undefined : FIELD_MSG.issuerRequired,
      clientId: form.clientId.trim() ? undefined : FIELD_MSG.clientIdRequired,
      // Blank keeps a saved secret; a new provider needs one.
      clientSecret: form.clientSecret || provider?.clientSecretSet ? undefined : FIELD_MSG.clientSecretRequired,
    });
    if (invalid) return;
    mutation.mutate({ id: provider?._id ?? null, input: inputOf(form) });
  };
  const id = (name: Field | 'preset' | 'match' | 'jit' | 'enabled') => `sso-${name}`;
  /** A field's control props, with a hint (when it has one) after its message. */
  const control = (field: Field, hintId?: string) => fields.control(field, hintId);

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={provider ? `Edit ${provider.label}` : 'Add a provider'} noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
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
          <Input {...control('label', 'sso-label-hint')} required placeholder="Google" value={form.label} onChange={(e) => set({ label: e.target.value })} />
          <FieldError {...fields.message('label')} />
          <p id="sso-label-hint" className="text-xs text-muted-foreground">
            The button reads “Sign in with {form.label || '…'}”.
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('issuer')}>Issuer URL</Label>
        <Input {...control('issuer')} required value={form.issuer} onChange={(e) => set({ issuer: e.target.value })} />
        <FieldError {...fields.message('issuer')} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('clientId')}>Client ID</Label>
          <Input {...control('clientId')} required autoComplete="off" value={form.clientId} onChange={(e) => set({ clientId: e.target.value })} />
          <FieldError {...fields.message('clientId')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('clientSecret')}>Client secret</Label>
          <Input
            {...control('clientSecret')}
            type="password"
            autoComplete="new-password"
            required={!provider?.clientSecretSet}
            placeholder={provider?.clientSecretSet ? 'Saved — leave blank to keep it' : ''}
            value={form.clientSecret}
            onChange={(e) => set({ clientSecret: e.target.value })}
          />
          <FieldError {...fields.message('clientSecret')} />
        </div>
      </div>
      {form.preset === 'google' && (
        <div className="grid gap-2">
          <Label htmlFor={id('hostedDomain')}>Workspace domain (hd)</Label>
          <Input {...control('hostedDomain')} placeholder="school.org" value={form.hostedDomain} onChange={(e) => set({ hostedDomain: e.target.value })} />
          <FieldError {...fields.message('hostedDomain')} />
        </div>
      )}
      {form.preset === 'entra' && (
        <div className="grid gap-2">
          <Label htmlFor={id('tenantId')}>Directory (tenant) ID</Label>
          <Input {...control('tenantId')} placeholder="00000000-0000-0000-0000-000000000000" value={form.tenantId} onChange={(e) => set({ tenantId: e.target.value })} />
          <FieldError {...fields.message('tenantId')} />
        </div>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('match')}>Find people by</Label>
          <select id={id('match')} className={SELECT} value={form.matchBy} onChange={(e) => set({ matchBy: e.target.value as Form['matchBy'] })}>
            <option value="email">Verified email address</option>
            <option value="sourcedId">Student information system id (sourcedId) in a claim</option>
          </select>
        </div>
        {form.matchBy === 'sourcedId' ? (
          <div className="grid gap-2">
            <Label htmlFor={id('matchClaim')}>Claim carrying the sourcedId</Label>
            <Input {...control('matchClaim')} placeholder="employee_id" value={form.matchClaim} onChange={(e) => set({ matchClaim: e.target.value })} />
            <FieldError {...fields.message('matchClaim')} />
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={id('domains')}>Allowed email domains</Label>
            <Input {...control('domains')} placeholder="school.org, students.school.org" value={form.domains} onChange={(e) => set({ domains: e.target.value })} />
            <FieldError {...fields.message('domains')} />
          </div>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={id('jit')} checked={form.createUnknown} onCheckedChange={(checked) => set({ createUnknown: checked === true })} />
        <Label htmlFor={id('jit')} className="font-normal">
          Create an account for people not yet in Lyceum (as students, unless the role mapping says otherwise)
        </Label>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('roleClaim')}>Role claim (optional)</Label>
          <Input {...control('roleClaim')} placeholder="groups" value={form.roleClaim} onChange={(e) => set({ roleClaim: e.target.value })} />
          <FieldError {...fields.message('roleClaim')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('roleMap')}>Role mapping, one a line</Label>
          <textarea
            {...control('roleMap')}
            className={`${SELECT} h-auto min-h-16 py-2 aria-invalid:border-destructive`}
            placeholder={'staff = teacher\nteachers = teacher'}
            value={form.roleMap}
            onChange={(e) => set({ roleMap: e.target.value })}
          />
          <FieldError {...fields.message('roleMap')} />
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
        <Button type="submit" pending={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Save provider
        </Button>
      </div>
    </form>
  );
}
