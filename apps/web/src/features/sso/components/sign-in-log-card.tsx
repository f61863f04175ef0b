import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { useI18n, useT } from '@/lib/i18n/i18n-context';
import { signInEventsQuery, type SignInLogFilters } from '@/features/sso/api/sso-admin-api';
import { SELECT } from '@/features/sso/components/who-is-who-fields';
import { ssoMessages as m } from '@/features/sso/sso-messages';

const NO_FILTERS: SignInLogFilters = { who: '', method: '', outcome: '' };

/** Who, how and whether: the filters the log is asked with once the admin presses Filter (or Enter). */
function LogFilters({ applied, onApply }: { applied: SignInLogFilters; onApply: (filters: SignInLogFilters) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(applied);
  const set = (changes: Partial<SignInLogFilters>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <form
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="log-who">{t(m.who)}</Label>
        <Input id="log-who" type="search" placeholder={t(m.whoPlaceholder)} maxLength={320} value={draft.who} onChange={(e) => set({ who: e.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-method">{t(m.how)}</Label>
        <select id="log-method" className={SELECT} value={draft.method} onChange={(e) => set({ method: e.target.value as SignInLogFilters['method'] })}>
          <option value="">{t(m.anyWay)}</option>
          <option value="password">{t(m.method, { method: 'password' })}</option>
          <option value="sso">{t(m.method, { method: 'sso' })}</option>
          <option value="invitation">{t(m.method, { method: 'invitation' })}</option>
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-outcome">{t(m.result)}</Label>
        <select id="log-outcome" className={SELECT} value={draft.outcome} onChange={(e) => set({ outcome: e.target.value as SignInLogFilters['outcome'] })}>
          <option value="">{t(m.anyResult)}</option>
          <option value="success">{t(m.signedIn)}</option>
          <option value="refused">{t(m.refused)}</option>
        </select>
      </div>
      <Button type="submit" variant="outline">
        {t(m.filter)}
      </Button>
    </form>
  );
}

/** The sign-ins, newest first, 50 at a time: who, when, how, from which address, and why one was refused. */
export function SignInLogCard() {
  const { t, locale } = useI18n();
  // English keeps the browser's own date format (lib/dates.ts); another language formats in itself.
  const dateLocale = locale === 'en' ? undefined : locale;
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useInfiniteQuery({ ...signInEventsQuery(filters), placeholderData: keepPreviousData });
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.who.trim() !== '' || filters.method !== '' || filters.outcome !== '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.logTitle)}</CardTitle>
        <CardDescription>{t(m.logDescription)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LogFilters applied={filters} onApply={setFilters} />
        <div className="overflow-x-auto">
          <Table aria-busy={log.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHead>{t(m.when)}</TableHead>
                <TableHead>{t(m.who)}</TableHead>
                <TableHead>{t(m.how)}</TableHead>
                <TableHead>{t(m.result)}</TableHead>
                <TableHead>{t(m.address)}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((event) => (
                <TableRow key={event._id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(event.at, dateLocale)}</TableCell>
                  <TableCell>
                    <div>{event.userName ?? event.who}</div>
                    {event.userName && <div className="text-xs text-muted-foreground">{event.who}</div>}
                  </TableCell>
                  <TableCell>{event.provider ?? t(m.method, { method: event.method })}</TableCell>
                  <TableCell>
                    <Badge variant={event.outcome === 'success' ? 'secondary' : 'destructive'}>{event.outcome === 'success' ? t(m.signedIn) : t(m.refused)}</Badge>
                    {event.reason && <div className="mt-1 max-w-80 text-xs whitespace-normal text-muted-foreground">{event.reason}</div>}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{event.address}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {log.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{filtered ? t(m.noMatch) : t(m.empty)}</p>}
        {log.hasNextPage && (
          <Button variant="outline" className="justify-self-center" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage && <Spinner label={t(m.loadingOlder)} />}
            {t(m.loadOlder)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
