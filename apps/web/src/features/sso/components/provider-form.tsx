import { useState, type FormEvent } from 'react';
import type { OidcPreset, OidcProviderInput, OidcSsoProvider } from '@lyceum/shared/sso';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { SELECT, WhoIsWhoFields, whoIsWhoFormOf, whoIsWhoInputOf, type WhoIsWhoForm } from '@/features/sso/components/who-is-who-fields';
import { optional } from '@/features/sso/lib/role-map';
import { useSaveProvider } from '@/features/sso/lib/use-save-provider';
import { providerFormMessages as m } from '@/features/sso/provider-form-messages';

/** Each kind's issuer, and its name: a product's own, or (generic) a message of the catalogue. */
const PRESETS: Record<OidcPreset, { name: string | null; issuer: string }> = {
  google: { name: 'Google Workspace', issuer: 'https://accounts.google.com' },
  entra: { name: 'Microsoft Entra ID', issuer: 'https://login.microsoftonline.com/<tenant id>/v2.0' },
  generic: { name: null, issuer: '' },
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
    ...whoIsWhoFormOf(provider),
    label: provider?.label ?? '',
    preset: provider?.preset ?? 'google',
    issuer: provider?.issuer ?? PRESETS.google.issuer,
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    hostedDomain: provider?.hostedDomain ?? '',
    tenantId: provider?.tenantId ?? '',
  };
}

/** The fields in the form's order, by the names the server's messages start with. */
const FIELDS = ['label', 'issuer', 'clientId', 'clientSecret', 'hostedDomain', 'tenantId', 'matchClaim', 'domains', 'roleClaim', 'roleMap'] as const;
type Field = (typeof FIELDS)[number];

function inputOf(form: Form): OidcProviderInput {
  return {
    ...whoIsWhoInputOf(form),
    kind: 'oidc',
    label: form.label,
    preset: form.preset,
    issuer: form.issuer.trim(),
    clientId: form.clientId,
    clientSecret: optional(form.clientSecret),
    hostedDomain: form.preset === 'google' ? optional(form.hostedDomain) : undefined,
    tenantId: form.preset === 'entra' ? optional(form.tenantId) : undefined,
  };
}

/** Adds or edits one OpenID Connect provider. The client secret is write-only: blank keeps the saved one. */
export function ProviderForm({ provider, onDone }: { provider: OidcSsoProvider | null; onDone: () => void }) {
  const t = useT();
  const [form, setForm] = useState(() => formOf(provider));
  const fields = useFieldErrors('sso', FIELDS);
  const set = (changes: Partial<Form>) => {
    setForm((current) => ({ ...current, ...changes }));
    for (const field of FIELDS) if (field in changes) fields.clear(field);
  };
  const mutation = useSaveProvider({ fields, onDone, savedMessage: (saved) => t(m.savedOidc, { label: saved.label, uri: saved.kind === 'oidc' ? saved.redirectUri : '' }) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const invalid = fields.show({
      label: form.label.trim() ? undefined : t(m.labelRequired),
      issuer: form.issuer.trim() ? undefined : t(m.issuerRequired),
      clientId: form.clientId.trim() ? undefined : t(m.clientIdRequired),
      // Blank keeps a saved secret; a new provider needs one.
      clientSecret: form.clientSecret || provider?.clientSecretSet ? undefined : t(m.clientSecretRequired),
    });
    if (invalid) return;
    mutation.mutate({ id: provider?._id ?? null, input: inputOf(form) });
  };
  const id = (name: Field | 'preset' | 'match' | 'jit' | 'enabled') => `sso-${name}`;
  /** A field's control props, with a hint (when it has one) after its message. */
  const control = (field: Field, hintId?: string) => fields.control(field, hintId);

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={provider ? t(m.edit, { label: provider.label }) : t(m.addOidc)} noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('preset')}>{t(m.provider)}</Label>
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
                {name ?? t(m.genericPreset)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('label')}>{t(m.buttonLabel)}</Label>
          <Input {...control('label', 'sso-label-hint')} required placeholder="Google" value={form.label} onChange={(e) => set({ label: e.target.value })} />
          <FieldError {...fields.message('label')} />
          <p id="sso-label-hint" className="text-xs text-muted-foreground">
            {t(m.buttonLabelHint, { label: form.label || '…' })}
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('issuer')}>{t(m.issuer)}</Label>
        {/* Addresses and ids are written left to right, in Arabic too (dir on the technical fields). */}
        <Input {...control('issuer')} dir="ltr" required value={form.issuer} onChange={(e) => set({ issuer: e.target.value })} />
        <FieldError {...fields.message('issuer')} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('clientId')}>{t(m.clientId)}</Label>
          <Input {...control('clientId')} dir="ltr" required autoComplete="off" value={form.clientId} onChange={(e) => set({ clientId: e.target.value })} />
          <FieldError {...fields.message('clientId')} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('clientSecret')}>{t(m.clientSecret)}</Label>
          <Input
            {...control('clientSecret')}
            type="password"
            autoComplete="new-password"
            required={!provider?.clientSecretSet}
            placeholder={provider?.clientSecretSet ? t(m.secretSaved) : ''}
            value={form.clientSecret}
            onChange={(e) => set({ clientSecret: e.target.value })}
          />
          <FieldError {...fields.message('clientSecret')} />
        </div>
      </div>
      {form.preset === 'google' && (
        <div className="grid gap-2">
          <Label htmlFor={id('hostedDomain')}>{t(m.hostedDomain)}</Label>
          <Input {...control('hostedDomain')} dir="ltr" placeholder="school.org" value={form.hostedDomain} onChange={(e) => set({ hostedDomain: e.target.value })} />
          <FieldError {...fields.message('hostedDomain')} />
        </div>
      )}
      {form.preset === 'entra' && (
        <div className="grid gap-2">
          <Label htmlFor={id('tenantId')}>{t(m.tenantId)}</Label>
          <Input {...control('tenantId')} dir="ltr" placeholder="00000000-0000-0000-0000-000000000000" value={form.tenantId} onChange={(e) => set({ tenantId: e.target.value })} />
          <FieldError {...fields.message('tenantId')} />
        </div>
      )}
      <WhoIsWhoFields form={form} set={set} words={{ item: 'claim', sourcedIdExample: 'employee_id', roleExample: 'groups' }} fields={fields} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t(m.cancel)}
        </Button>
        <Button type="submit" pending={mutation.isPending}>
          {mutation.isPending && <Spinner label={t(m.saving)} />}
          {t(m.save)}
        </Button>
      </div>
    </form>
  );
}
