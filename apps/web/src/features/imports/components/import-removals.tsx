import { MinusCircleIcon } from 'lucide-react';
import type { ImportSummary } from '@lyceum/shared/imports';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useT } from '@/lib/i18n/i18n-context';
import { importsMessages as m } from '@/features/imports/imports-messages';

type Removals = NonNullable<ImportSummary['removals']>;
const GROUPS = ['users', 'classes', 'enrollments'] as const;
const GROUP_TITLES = { users: m.removedUsers, classes: m.removedClasses, enrollments: m.removedEnrollments };

/**
 * What a OneRoster bundle's bulk files no longer list and the commit takes out, before it is
 * committed: each kind counted, its first names listed (the server sends at most 20 of each) and
 * the rest counted, so an admin sees a half-empty export before it ends half the school's classes.
 */
export function ImportRemovals({ removals }: { removals: Removals }) {
  const t = useT();
  const any = GROUPS.some((group) => removals[group].count > 0);
  return (
    <Alert variant={any ? 'warning' : 'default'} data-testid="import-removals">
      <MinusCircleIcon />
      <AlertTitle>{t(m.removalsTitle)}</AlertTitle>
      <AlertDescription>
        <p>{any ? t(m.removalsNote) : t(m.removalsNone)}</p>
        {any &&
          GROUPS.filter((group) => removals[group].count > 0).map((group) => {
            const { count, names } = removals[group];
            return (
              <div key={group} className="mt-2" data-testid={`removals-${group}`}>
                <p className="font-medium">{t(GROUP_TITLES[group], { count })}</p>
                <ul className="list-disc ps-5">
                  {names.map((name, index) => (
                    // Two classes may share a name: the place tells them apart.
                    <li key={`${index} ${name}`}>
                      <bdi>{name}</bdi>
                    </li>
                  ))}
                  {count > names.length && <li>{t(m.removalsMore, { count: count - names.length })}</li>}
                </ul>
              </div>
            );
          })}
      </AlertDescription>
    </Alert>
  );
}
