import type { ImportSummary } from '@lyceum/shared/imports';

/** What a preview would (or a commit did) do to users, classes and enrollments. */
export function ImportCounts({ summary }: { summary: ImportSummary }) {
  const { users, classes, enrollments } = summary;
  const groups = [
    {
      key: 'users',
      label: 'Users',
      counts: [
        ['created', users.created],
        ['updated', users.updated],
        ['unchanged', users.unchanged],
        ['deactivated', users.deactivated],
      ],
    },
    {
      key: 'classes',
      label: 'Classes',
      counts: [
        ['created', classes.created],
        ['updated', classes.updated],
        ['unchanged', classes.unchanged],
      ],
    },
    {
      key: 'enrollments',
      label: 'Enrollments',
      counts: [
        ['added', enrollments.added],
        ['removed', enrollments.removed],
        ['unchanged', enrollments.unchanged],
      ],
    },
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {groups.map(({ key, label, counts }) => (
        <div key={key} className="rounded-lg border bg-muted/40 px-4 py-3" data-testid={`count-${key}`}>
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd>
            <ul className="mt-1 grid grid-cols-2 gap-x-3 text-sm">
              {counts.map(([what, value]) => (
                <li key={what} data-testid={`count-${key}-${what}`}>
                  <span className="font-semibold tabular-nums">{value.toLocaleString('en-US')}</span> {what}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
