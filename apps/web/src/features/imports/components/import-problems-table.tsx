import type { ImportProblem } from '@lyceum/shared/imports';
import { useT } from '@/lib/i18n/i18n-context';
import { importsMessages as m } from '@/features/imports/imports-messages';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/**
 * Every problem (or warning) of a preview, by file and line (the header is line 1; 0 is the file or
 * the bundle as a whole). The File column shows only for a OneRoster bundle's several files. On a
 * phone the file and line go above the message instead of in columns of their own (as CSS content,
 * so the cells' text stays the same), and the table fits the width rather than scrolling sideways.
 */
export function ImportProblemsTable({ problems, label, testId = 'import-problem' }: { problems: ImportProblem[]; label?: string; testId?: string }) {
  const t = useT();
  const withFile = problems.some((problem) => problem.file !== undefined);
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {withFile && <TableHead className="hidden sm:table-cell">{t(m.file)}</TableHead>}
          <TableHead className="hidden w-12 sm:table-cell">{t(m.line)}</TableHead>
          <TableHead>{label ?? t(m.problem)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={index} data-testid={testId}>
            {withFile && <TableCell className="hidden font-mono text-xs sm:table-cell">{problem.file ?? ''}</TableCell>}
            <TableCell className="hidden tabular-nums sm:table-cell">{problem.line}</TableCell>
            <TableCell
              data-where={problem.file ? t(m.whereInFile, { file: problem.file, line: problem.line }) : t(m.whereLine, { line: problem.line })}
              className="whitespace-normal [overflow-wrap:anywhere] before:mb-0.5 before:block before:font-mono before:text-xs before:text-muted-foreground before:content-[attr(data-where)] sm:before:hidden"
            >
              {/* The server's words (with names and emails in them) keep their own direction in a right-to-left page. */}
              <bdi>{problem.message}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
