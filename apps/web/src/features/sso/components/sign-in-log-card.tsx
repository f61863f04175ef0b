import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/dates';
import { signInEventsQuery } from '@/features/sso/api/sso-admin-api';

const METHODS = { password: 'Password', sso: 'Provider', invitation: 'Invitation' } as const;

/** The latest sign-ins: who, when, how, from which address, and why one was refused. */
export function SignInLogCard() {
  const { data } = useQuery(signInEventsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in log</CardTitle>
        <CardDescription>The latest 50 sign-ins, refused ones included.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <Table>
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
            {data?.items.map((event) => (
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
        {data?.items.length === 0 && <p className="py-4 text-sm text-muted-foreground">No sign-ins yet.</p>}
      </CardContent>
    </Card>
  );
}
