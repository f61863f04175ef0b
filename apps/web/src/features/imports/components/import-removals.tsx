import { MinusCircleIcon } from 'lucide-react';
import type { ImportSummary } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

type Removals = NonNullable<ImportSummary['removals']>;
const GROUPS = ['users', 'classes', 'enrollments'] as const;

/**
 * What a OneRoster bundle's bulk files no longer list and the commit takes out, before it is
 * committed: each kind counted, its first names listed (the server sends at most 20 of each) and
 * the rest counted, so an admin sees a half-empty export before it ends half the school's classes.
 */
export function ImportRemovals({ removals }: { removals: Removals }) {
  const any = GROUPS.some((group) => removals[group].count > 0);
  return (
    <Alert variant={any ? 'warning' : 'default'} data-testid="import-removals">
      <MinusCircleIcon />
      <AlertTitle>{TEXT.importRemovalsTitle}</AlertTitle>
      <AlertDescription>
        <p>{any ? TEXT.importRemovalsNote : TEXT.importRemovalsNone}</p>
        {any &&
          GROUPS.filter((group) => removals[group].count > 0).map((group) => {
            const { count, names } = removals[group];
            return (
              <div key={group} className="mt-2" data-testid={`removals-${group}`}>
                <p className="font-medium">{TEXT.importRemovalGroups[group](count)}</p>
                <ul className="list-disc ps-5">
                  {names.map((name, index) => (
                    // Two classes may share a name: the place tells them apart.
                    <li key={`${index} ${name}`}>{name}</li>
                  ))}
                  {count > names.length && <li>{TEXT.importRemovalsMore(count - names.length)}</li>}
                </ul>
              </div>
            );
          })}
      </AlertDescription>
    </Alert>
  );
}
