import type { ImportSummary } from '@lyceum/shared/imports';
import { useI18n } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { importsMessages as m } from '@/features/imports/imports-messages';

/** What a preview would (or a commit did) do to users, classes and enrollments. */
export function ImportCounts({ summary }: { summary: ImportSummary }) {
  const { locale, t } = useI18n();
  const { users, classes, enrollments } = summary;
  const groups = [
    {
      key: 'users',
      counts: [
        ['created', users.created],
        ['updated', users.updated],
        ['unchanged', users.unchanged],
        ['deactivated', users.deactivated],
      ],
    },
    {
      key: 'classes',
      counts: [
        ['created', classes.created],
        ['updated', classes.updated],
        ['unchanged', classes.unchanged],
      ],
    },
    {
      key: 'enrollments',
      counts: [
        ['added', enrollments.added],
        ['removed', enrollments.removed],
        ['unchanged', enrollments.unchanged],
      ],
    },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {groups.map(({ key, counts }) => (
        <div key={key} className="rounded-lg border bg-muted/40 px-4 py-3" data-testid={`count-${key}`}>
          <dt className="text-xs font-medium text-muted-foreground">{t(m.countGroup, { group: key })}</dt>
          <dd>
            <ul className="mt-1 grid grid-cols-2 gap-x-3 text-sm">
              {counts.map(([what, value]) => (
                <li key={what} data-testid={`count-${key}-${what}`}>
                  {withNames(t, m.countOf, { count: <span className="font-semibold tabular-nums">{value.toLocaleString(locale)}</span> }, { what })}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
