import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES, type Role } from '@lyceum/shared/roles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { saveSettings, settingsQuery, ssoKeys } from '@/features/sso/api/sso-admin-api';
import { ssoMessages as m } from '@/features/sso/sso-messages';

/** Which roles must use a provider (no password), and who people are told to ask when they cannot get in. */
export function PasswordSettingsCard() {
  const { data } = useQuery(settingsQuery());
  const queryClient = useQueryClient();
  const t = useT();
  const [off, setOff] = useState<Role[]>([]);
  const [contact, setContact] = useState('');
  const fields = useFieldErrors('sso', ['helpContact'] as const);
  useEffect(() => {
    if (!data) return;
    setOff(data.passwordsOffFor);
    setContact(data.helpContact);
  }, [data]);
  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ssoKeys.settings });
      toast.success(t(m.saved));
    },
    onError: (error) => {
      const message = errorMessage(error, t(m.saveFailed));
      toast.error(message);
      fields.showServer(message);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({ passwordsOffFor: off, helpContact: contact });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.passwordsTitle)}</CardTitle>
        <CardDescription>{t(m.passwordsDescription)}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormAlert {...fields.alert} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t(m.mustUseProvider)}</legend>
            {ROLES.map((role) => (
              <div key={role} className="flex items-center gap-2">
                <Checkbox
                  id={`sso-off-${role}`}
                  checked={off.includes(role)}
                  onCheckedChange={(checked) => setOff((current) => (checked === true ? [...current, role] : current.filter((r) => r !== role)))}
                />
                <Label htmlFor={`sso-off-${role}`} className="font-normal">
                  {t(m.roleGroup, { role })}
                </Label>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="sso-helpContact">{t(m.helpContact)}</Label>
            <Input
              {...fields.control('helpContact')}
              maxLength={200}
              placeholder={t(m.helpContactPlaceholder)}
              value={contact}
              onChange={(e) => {
                setContact(e.target.value);
                fields.clear('helpContact');
              }}
            />
            <FieldError {...fields.message('helpContact')} />
          </div>
          <Button type="submit" className="justify-self-end" pending={mutation.isPending}>
            {t(m.save)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
