import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES, type Role } from '@lyceum/shared/roles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, FormAlert, useFieldErrors } from '@/components/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveSettings, settingsQuery, ssoKeys } from '@/features/sso/api/sso-admin-api';

/** Which roles must use a provider (no password), and who people are told to ask when they cannot get in. */
export function PasswordSettingsCard() {
  const { data } = useQuery(settingsQuery());
  const queryClient = useQueryClient();
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
      toast.success('Sign-in settings saved');
    },
    onError: (error) => {
      const message = errorMessage(error, 'The settings could not be saved.');
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
        <CardTitle>Passwords</CardTitle>
        <CardDescription>Roles ticked here sign in only through a provider; their password sign-ins are refused with the providers’ names.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormAlert {...fields.alert} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Must sign in through a provider</legend>
            {ROLES.map((role) => (
              <div key={role} className="flex items-center gap-2">
                <Checkbox
                  id={`sso-off-${role}`}
                  checked={off.includes(role)}
                  onCheckedChange={(checked) => setOff((current) => (checked === true ? [...current, role] : current.filter((r) => r !== role)))}
                />
                <Label htmlFor={`sso-off-${role}`} className="font-normal">
                  {ROLE_LABELS[role]}s
                </Label>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="sso-helpContact">Who to ask when someone cannot sign in</Label>
            <Input
              {...fields.control('helpContact')}
              maxLength={200}
              placeholder="the school office (office@school.org)"
              value={contact}
              onChange={(e) => {
                setContact(e.target.value);
                fields.clear('helpContact');
              }}
            />
            <FieldError {...fields.message('helpContact')} />
          </div>
          <Button type="submit" className="justify-self-end" pending={mutation.isPending}>
            Save settings
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
