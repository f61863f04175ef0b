import type { ImportProblem } from '@lyceum/shared/imports';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Every problem of a preview, by the file's line (the header is line 1). */
export function ImportProblemsTable({ problems }: { problems: ImportProblem[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-20">Line</TableHead>
          <TableHead>Problem</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={index} data-testid="import-problem">
            <TableCell className="tabular-nums">{problem.line}</TableCell>
            <TableCell className="whitespace-normal">{problem.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
