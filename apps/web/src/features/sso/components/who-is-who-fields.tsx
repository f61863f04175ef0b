import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

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

/** What the provider calls the values it sends: OpenID Connect's claims, SAML's attributes. */
interface Words {
  item: 'claim' | 'attribute';
  sourcedIdExample: string;
  roleExample: string;
}

/** How people are found, whether unknown ones get an account, roles from the provider, and the button's visibility. */
export function WhoIsWhoFields({ form, set, words, emailHint }: { form: WhoIsWhoForm; set: (changes: Partial<WhoIsWhoForm>) => void; words: Words; emailHint?: React.ReactNode }) {
  const id = (name: string) => `sso-${name}`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('match')}>Find people by</Label>
          <select id={id('match')} className={SELECT} value={form.matchBy} onChange={(e) => set({ matchBy: e.target.value as WhoIsWhoForm['matchBy'] })}>
            <option value="email">{words.item === 'claim' ? 'Verified email address' : 'Email address (of an allowed domain)'}</option>
            {/* Short, to fit the select at half width; the next field names the claim or attribute. */}
            <option value="sourcedId">Roster sourcedId (the SIS id)</option>
            <option value="identifier">Roster identifier (a student number)</option>
          </select>
        </div>
        {form.matchBy !== 'email' ? (
          <div className="grid gap-2">
            <Label htmlFor={id('claim')}>
              {words.item === 'claim' ? 'Claim' : 'Attribute (or NameID)'} carrying the {form.matchBy === 'sourcedId' ? 'sourcedId' : 'identifier'}
            </Label>
            <Input id={id('claim')} placeholder={words.sourcedIdExample} value={form.matchClaim} onChange={(e) => set({ matchClaim: e.target.value })} />
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={id('domains')}>Allowed email domains</Label>
            <Input id={id('domains')} placeholder="school.org, students.school.org" value={form.domains} onChange={(e) => set({ domains: e.target.value })} />
          </div>
        )}
      </div>
      {emailHint}
      <div className="flex items-center gap-2">
        <Checkbox id={id('jit')} checked={form.createUnknown} onCheckedChange={(checked) => set({ createUnknown: checked === true })} />
        <Label htmlFor={id('jit')} className="font-normal">
          Create an account for people not yet in Lyceum (as students, unless the role mapping says otherwise)
        </Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={id('role-claim')}>Role {words.item} (optional)</Label>
          <Input id={id('role-claim')} placeholder={words.roleExample} value={form.roleClaim} onChange={(e) => set({ roleClaim: e.target.value })} />
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
    </>
  );
}
