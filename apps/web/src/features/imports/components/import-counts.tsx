import type { ImportSummary } from '@lyceum/shared/imports';

/** The users a preview would (or a commit did) create, update and leave unchanged. */
export function ImportCounts({ summary }: { summary: ImportSummary }) {
  const counts = [
    { label: 'Created', value: summary.users.created },
    { label: 'Updated', value: summary.users.updated },
    { label: 'Unchanged', value: summary.users.unchanged },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="rounded-lg border bg-muted/40 px-4 py-3" data-testid={`count-${label.toLowerCase()}`}>
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
