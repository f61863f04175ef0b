import type { ImportProblem } from '@lyceum/shared/imports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/**
 * Every problem (or warning) of a preview, by file and line (the header is line 1; 0 is the file or
 * the bundle as a whole). The File column shows only for a OneRoster bundle's several files. Every
 * cell wraps, so the table fits a phone's width rather than scrolling sideways.
 */
export function ImportProblemsTable({ problems, label = 'Problem', testId = 'import-problem' }: { problems: ImportProblem[]; label?: string; testId?: string }) {
  const withFile = problems.some((problem) => problem.file !== undefined);
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {withFile && <TableHead className="w-32">File</TableHead>}
          <TableHead className="w-12">Line</TableHead>
          <TableHead>{label}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={index} data-testid={testId}>
            {withFile && <TableCell className="font-mono text-xs break-all whitespace-normal">{problem.file ?? ''}</TableCell>}
            <TableCell className="tabular-nums">{problem.line}</TableCell>
            <TableCell className="whitespace-normal [overflow-wrap:anywhere]">{problem.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
