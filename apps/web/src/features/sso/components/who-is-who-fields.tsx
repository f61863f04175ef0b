import type { SsoProvider } from '@lyceum/shared/sso';
import { FieldError, type FieldControlProps } from '@/components/form-errors';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n-context';
import { domainList, optional, parseRoleMap, roleMapText } from '@/features/sso/lib/role-map';
import { providerFormMessages as m } from '@/features/sso/provider-form-messages';

export const SELECT = 'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30';

/** The who-is-who part of a provider's form, the same for OpenID Connect and SAML. */
export interface WhoIsWhoForm {
  matchBy: 'email' | 'sourcedId' | 'identifier';
  matchClaim: string;
  domains: string;
  createUnknown: boolean;
  roleClaim: string;
  /** One mapping a line: `value = role`. */
  roleMap: string;
  enabled: boolean;
}

/** A provider's who-is-who settings as the form holds them (a new provider's defaults when null). */
export function whoIsWhoFormOf(provider: SsoProvider | null): WhoIsWhoForm {
  return {
    matchBy: provider?.matchBy ?? 'email',
    matchClaim: provider?.matchClaim ?? '',
    domains: provider?.domains.join(', ') ?? '',
    createUnknown: provider?.createUnknown ?? false,
    roleClaim: provider?.roleClaim ?? '',
    roleMap: roleMapText(provider?.roleMap),
    enabled: provider?.enabled ?? true,
  };
}

/** The form's who-is-who part as the API takes it, for either kind. */
export function whoIsWhoInputOf(form: WhoIsWhoForm) {
  return {
    matchBy: form.matchBy,
    matchClaim: form.matchBy !== 'email' ? optional(form.matchClaim) : undefined,
    domains: domainList(form.domains),
    createUnknown: form.createUnknown,
    roleClaim: optional(form.roleClaim),
    roleMap: parseRoleMap(form.roleMap),
    enabled: form.enabled,
  };
}

/** What the provider calls the values it sends: OpenID Connect's claims, SAML's attributes. */
interface Words {
  item: 'claim' | 'attribute';
  sourcedIdExample: string;
  roleExample: string;
}

type WhoIsWhoField = 'matchClaim' | 'domains' | 'roleClaim' | 'roleMap';

/** The form's field errors (useFieldErrors), for the fields of this part that can have one. */
interface FieldErrors {
  control(field: WhoIsWhoField): FieldControlProps;
  message(field: WhoIsWhoField): { id: string; message: string | undefined };
}

/** How people are found, whether unknown ones get an account, roles from the provider, and the button's visibility. */
export function WhoIsWhoFields({
  form,
  set,
  words,
  emailHint,
  fields,
}: {
  form: WhoIsWhoForm;
  set: (changes: Partial<WhoIsWhoForm>) => void;
  words: Words;
  emailHint?: React.ReactNode;
  fields?: FieldErrors;
}) {
  const t = useT();
  const id = (name: string) => `sso-${name}`;
  /** A control's id, and with field errors its aria-invalid and aria-describedby (its id then is the form's). */
  const control = (field: WhoIsWhoField, name: string) => fields?.control(field) ?? { id: id(name) };
  const error = (field: WhoIsWhoField) => (fields ? <FieldError {...fields.message(field)} /> : null);
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('match')}>{t(m.findBy)}</Label>
          <select id={id('match')} className={SELECT} value={form.matchBy} onChange={(e) => set({ matchBy: e.target.value as WhoIsWhoForm['matchBy'] })}>
            <option value="email">{t(m.findByEmail, { item: words.item })}</option>
            {/* Short, to fit the select at half width; the next field names the claim or attribute. */}
            <option value="sourcedId">{t(m.findBySourcedId)}</option>
            <option value="identifier">{t(m.findByIdentifier)}</option>
          </select>
        </div>
        {form.matchBy !== 'email' ? (
          <div className="grid gap-2">
            <Label htmlFor={control('matchClaim', 'claim').id}>
              {t(m.matchClaim, { item: words.item, key: form.matchBy === 'sourcedId' ? 'sourcedId' : 'identifier' })}
            </Label>
            <Input {...control('matchClaim', 'claim')} placeholder={words.sourcedIdExample} value={form.matchClaim} onChange={(e) => set({ matchClaim: e.target.value })} />
            {error('matchClaim')}
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={control('domains', 'domains').id}>{t(m.domains)}</Label>
            <Input {...control('domains', 'domains')} dir="ltr" placeholder="school.org, students.school.org" value={form.domains} onChange={(e) => set({ domains: e.target.value })} />
            {error('domains')}
          </div>
        )}
      </div>
      {emailHint}
      <div className="flex items-center gap-2">
        <Checkbox id={id('jit')} checked={form.createUnknown} onCheckedChange={(checked) => set({ createUnknown: checked === true })} />
        <Label htmlFor={id('jit')} className="font-normal">
          {t(m.createUnknown)}
        </Label>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={control('roleClaim', 'role-claim').id}>{t(m.roleClaim, { item: words.item })}</Label>
          <Input {...control('roleClaim', 'role-claim')} placeholder={words.roleExample} value={form.roleClaim} onChange={(e) => set({ roleClaim: e.target.value })} />
          {error('roleClaim')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={control('roleMap', 'role-map').id}>{t(m.roleMap)}</Label>
          <textarea
            {...control('roleMap', 'role-map')}
            className={`${SELECT} h-auto min-h-16 py-2 aria-invalid:border-destructive`}
            placeholder={'staff = teacher\nteachers = teacher'}
            value={form.roleMap}
            onChange={(e) => set({ roleMap: e.target.value })}
          />
          {error('roleMap')}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={id('enabled')} checked={form.enabled} onCheckedChange={(checked) => set({ enabled: checked === true })} />
        <Label htmlFor={id('enabled')} className="font-normal">
          {t(m.enabled)}
        </Label>
      </div>
    </>
  );
}
