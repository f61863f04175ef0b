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
import { signInEventsQuery, type SignInLogFilters } from '@/features/sso/api/sso-admin-api';
import { SELECT } from '@/features/sso/components/who-is-who-fields';

const METHODS = { password: 'Password', sso: 'Provider', invitation: 'Invitation' } as const;
const NO_FILTERS: SignInLogFilters = { who: '', method: '', outcome: '' };

/** Who, how and whether: the filters the log is asked with once the admin presses Filter (or Enter). */
function LogFilters({ applied, onApply }: { applied: SignInLogFilters; onApply: (filters: SignInLogFilters) => void }) {
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
        <Label htmlFor="log-who">Who</Label>
        <Input id="log-who" type="search" placeholder="Part of an email or name" maxLength={320} value={draft.who} onChange={(e) => set({ who: e.target.value })} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-method">How</Label>
        <select id="log-method" className={SELECT} value={draft.method} onChange={(e) => set({ method: e.target.value as SignInLogFilters['method'] })}>
          <option value="">Any way</option>
          <option value="password">Password</option>
          <option value="sso">Provider</option>
          <option value="invitation">Invitation</option>
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="log-outcome">Result</Label>
        <select id="log-outcome" className={SELECT} value={draft.outcome} onChange={(e) => set({ outcome: e.target.value as SignInLogFilters['outcome'] })}>
          <option value="">Any result</option>
          <option value="success">Signed in</option>
          <option value="refused">Refused</option>
        </select>
      </div>
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </form>
  );
}

/** The sign-ins, newest first, 50 at a time: who, when, how, from which address, and why one was refused. */
export function SignInLogCard() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useInfiniteQuery({ ...signInEventsQuery(filters), placeholderData: keepPreviousData });
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.who.trim() !== '' || filters.method !== '' || filters.outcome !== '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in log</CardTitle>
        <CardDescription>Every sign-in, refused ones included, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LogFilters applied={filters} onApply={setFilters} />
        <div className="overflow-x-auto">
          <Table aria-busy={log.isFetching}>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>How</TableHead>
                <TableHead>Result</TableHead>
                <TableHead>Address</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((event) => (
                <TableRow key={event._id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(event.at)}</TableCell>
                  <TableCell>
                    <div>{event.userName ?? event.who}</div>
                    {event.userName && <div className="text-xs text-muted-foreground">{event.who}</div>}
                  </TableCell>
                  <TableCell>{event.provider ?? METHODS[event.method]}</TableCell>
                  <TableCell>
                    <Badge variant={event.outcome === 'success' ? 'secondary' : 'destructive'}>{event.outcome === 'success' ? 'Signed in' : 'Refused'}</Badge>
                    {event.reason && <div className="mt-1 max-w-80 text-xs whitespace-normal text-muted-foreground">{event.reason}</div>}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{event.address}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {log.isSuccess && items.length === 0 && <p className="text-sm text-muted-foreground">{filtered ? 'No sign-ins match these filters.' : 'No sign-ins yet.'}</p>}
        {log.hasNextPage && (
          <Button variant="outline" className="justify-self-center" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage && <Spinner label="Loading older sign-ins" />}
            Load older sign-ins
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
