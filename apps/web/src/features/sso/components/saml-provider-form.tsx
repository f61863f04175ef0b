import { useState, type FormEvent } from 'react';
import type { SamlNameIdFormat, SamlProviderInput, SamlSsoProvider } from '@lyceum/shared/sso';
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
import type { MessageDescriptor } from '@/lib/i18n/messages';

const SIGNED_PARTS: Record<SamlProviderInput['signedPart'] & string, MessageDescriptor> = {
  assertion: m.signedAssertion,
  response: m.signedResponse,
  both: m.signedBoth,
};
const NAME_ID_FORMATS: Record<SamlNameIdFormat, MessageDescriptor> = {
  unspecified: m.nameIdUnspecified,
  emailAddress: m.nameIdEmail,
  persistent: m.nameIdPersistent,
};

/** The fields in the form's order, by the names the server's messages start with. */
const FIELDS = ['label', 'idpMetadataUrl', 'idpMetadataXml', 'emailAttribute', 'nameAttribute', 'matchClaim', 'domains', 'roleClaim', 'roleMap'] as const;
type Field = (typeof FIELDS)[number];

interface Form extends WhoIsWhoForm {
  label: string;
  idpMetadataUrl: string;
  idpMetadataXml: string;
  signedPart: 'assertion' | 'response' | 'both';
  nameIdFormat: SamlNameIdFormat;
  emailAttribute: string;
  nameAttribute: string;
}

function formOf(provider: SamlSsoProvider | null): Form {
  return {
    ...whoIsWhoFormOf(provider),
    label: provider?.label ?? '',
    idpMetadataUrl: provider?.idpMetadataUrl ?? '',
    idpMetadataXml: '',
    signedPart: provider?.signedPart ?? 'assertion',
    nameIdFormat: provider?.nameIdFormat ?? 'unspecified',
    emailAttribute: provider?.emailAttribute ?? '',
    nameAttribute: provider?.nameAttribute ?? '',
  };
}

function inputOf(form: Form): SamlProviderInput {
  return {
    ...whoIsWhoInputOf(form),
    kind: 'saml',
    label: form.label,
    idpMetadataUrl: optional(form.idpMetadataUrl),
    idpMetadataXml: optional(form.idpMetadataXml),
    signedPart: form.signedPart,
    nameIdFormat: form.nameIdFormat,
    emailAttribute: optional(form.emailAttribute),
    nameAttribute: optional(form.nameAttribute),
  };
}

/**
 * Adds or edits one SAML 2.0 identity provider: its metadata (an address Lyceum reads, or the XML
 * pasted), which part must be signed, and the attributes. Saving reads the metadata; a problem
 * with it comes back as the error.
 */
export function SamlProviderForm({ provider, onDone }: { provider: SamlSsoProvider | null; onDone: () => void }) {
  const t = useT();
  const [form, setForm] = useState(() => formOf(provider));
  const fields = useFieldErrors('saml', FIELDS);
  const set = (changes: Partial<Form>) => {
    setForm((current) => ({ ...current, ...changes }));
    for (const field of FIELDS) if (field in changes) fields.clear(field);
  };
  const mutation = useSaveProvider({ fields, onDone, savedMessage: (saved) => t(m.savedSaml, { label: saved.label, url: saved.kind === 'saml' ? saved.spMetadataUrl : '' }) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const noMetadata = !provider && !form.idpMetadataUrl.trim() && !form.idpMetadataXml.trim();
    const invalid = fields.show({
      label: form.label.trim() ? undefined : t(m.labelRequired),
      idpMetadataUrl: noMetadata ? t(m.metadataRequired) : undefined,
    });
    if (invalid) return;
    mutation.mutate({ id: provider?._id ?? null, input: inputOf(form) });
  };
  const id = (name: Field | 'signed' | 'name-id' | 'label-hint') => `saml-${name}`;

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={provider ? t(m.edit, { label: provider.label }) : t(m.addSaml)} noValidate>
      <FormAlert {...fields.alert} />
      <div className="grid gap-2">
        <Label htmlFor={id('label')}>{t(m.buttonLabel)}</Label>
        <Input {...fields.control('label', id('label-hint'))} required placeholder={t(m.samlLabelPlaceholder)} value={form.label} onChange={(e) => set({ label: e.target.value })} />
        <FieldError {...fields.message('label')} />
        <p id={id('label-hint')} className="text-xs text-muted-foreground">
          {t(m.buttonLabelHint, { label: form.label || '…' })}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('idpMetadataUrl')}>{t(m.metadataUrl)}</Label>
        <Input
          {...fields.control('idpMetadataUrl')}
          dir="ltr"
          type="url"
          placeholder="https://adfs.school.org/FederationMetadata/2007-06/FederationMetadata.xml"
          value={form.idpMetadataUrl}
          onChange={(e) => set({ idpMetadataUrl: e.target.value })}
        />
        <FieldError {...fields.message('idpMetadataUrl')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('idpMetadataXml')}>{t(m.metadataXml)}</Label>
        <textarea
          {...fields.control('idpMetadataXml')}
          dir="ltr"
          className={`${SELECT} h-auto min-h-20 py-2 font-mono text-xs aria-invalid:border-destructive`}
          placeholder={provider ? t(m.metadataRead) : '<EntityDescriptor entityID="…">…</EntityDescriptor>'}
          value={form.idpMetadataXml}
          onChange={(e) => set({ idpMetadataXml: e.target.value })}
        />
        <FieldError {...fields.message('idpMetadataXml')} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('signed')}>{t(m.signedPart)}</Label>
          <select id={id('signed')} className={SELECT} value={form.signedPart} onChange={(e) => set({ signedPart: e.target.value as Form['signedPart'] })}>
            {Object.entries(SIGNED_PARTS).map(([value, name]) => (
              <option key={value} value={value}>
                {t(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id('name-id')}>{t(m.nameIdFormat)}</Label>
          <select id={id('name-id')} className={SELECT} value={form.nameIdFormat} onChange={(e) => set({ nameIdFormat: e.target.value as SamlNameIdFormat })}>
            {Object.entries(NAME_ID_FORMATS).map(([value, name]) => (
              <option key={value} value={value}>
                {t(name)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <WhoIsWhoFields
        form={form}
        set={set}
        fields={fields}
        words={{ item: 'attribute', sourcedIdExample: t(m.samlSourcedIdExample), roleExample: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups' }}
        emailHint={
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={id('emailAttribute')}>{t(m.emailAttribute)}</Label>
              <Input {...fields.control('emailAttribute')} placeholder={t(m.emailAttributePlaceholder)} value={form.emailAttribute} onChange={(e) => set({ emailAttribute: e.target.value })} />
              <FieldError {...fields.message('emailAttribute')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={id('nameAttribute')}>{t(m.nameAttribute)}</Label>
              <Input {...fields.control('nameAttribute')} placeholder="displayName" value={form.nameAttribute} onChange={(e) => set({ nameAttribute: e.target.value })} />
              <FieldError {...fields.message('nameAttribute')} />
            </div>
          </div>
        }
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t(m.cancel)}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label={t(m.saving)} />}
          {t(m.save)}
        </Button>
      </div>
    </form>
  );
}
