import type { ImportRow, ImportRowAction } from '@lyceum/shared/imports';
import type { Role } from '@lyceum/shared/roles';
import type { KeptProblem, StoredText } from './problem-text';
import type { RosterSource } from './roster-model';

interface Person {
  name: string;
  email: string;
}

/** Where a problem or warning belongs: the row of its file and line. */
const keyOf = (where: { file?: string | undefined; line?: number | undefined }) => `${where.file ?? ''}:${where.line ?? 0}`;

const at = (where: RosterSource) => ({ ...(where.file ? { file: where.file } : {}), line: where.line });

/**
 * The rows of an import, as resolvePlan decides each record: what happens to it, who or what it
 * is, the line it came from, and (by that line) its problems and warnings. Built once, beside the
 * counts, and stored with the import, so a page of 20,000 rows is read without resolving again.
 * Account ids are kept only when `withIds` (a commit: the accounts exist then).
 */
/**
 * A row as stored: its problems and warnings only when it has some (two empty lists on each of
 * 55,000 rows weigh), as kept texts (problem-text.ts), written for their reader when a page is read.
 */
export type StoredRow = Omit<ImportRow, 'problems' | 'warnings'> & { problems?: StoredText[]; warnings?: StoredText[] };

export class PreviewRows {
  readonly rows: StoredRow[] = [];
  private readonly people = new Map<string, Person>();
  private readonly classes = new Map<string, string>();

  constructor(private readonly withIds: boolean) {}

  /** Names the ids an enrollment or removal may point at (accounts and classes the data holds). */
  know(kind: 'person', id: string, person: Person): void;
  know(kind: 'class', id: string, name: string): void;
  know(kind: 'person' | 'class', id: string, value: Person | string): void {
    if (kind === 'person') this.people.set(id, value as Person);
    else this.classes.set(id, value as string);
  }

  user(where: RosterSource, action: ImportRowAction, user: { id?: string; name: string; email: string; role: Role; invited?: boolean }): void {
    if (user.id !== undefined) this.people.set(user.id, { name: user.name, email: user.email });
    this.rows.push({
      action,
      record: 'user',
      ...(this.withIds && user.id !== undefined ? { userId: user.id } : {}),
      name: user.name,
      email: user.email,
      role: user.role,
      ...(user.invited ? { invited: true } : {}),
      ...at(where)
    });
  }

  klass(where: RosterSource | null, action: ImportRowAction, klass: { id?: string; name: string }): void {
    if (klass.id !== undefined) this.classes.set(klass.id, klass.name);
    this.rows.push({ action, record: 'class', name: klass.name, ...(where ? at(where) : {}) });
  }

  /** An enrollment: the member by id when resolved, else as the line names them (`ref`). */
  enrollment(where: RosterSource | null, action: ImportRowAction, member: { userId?: string; classId?: string; ref: string; classRef: string; role?: 'teacher' | 'student' }): void {
    const person = member.userId !== undefined ? this.people.get(member.userId) : undefined;
    const className = (member.classId !== undefined ? this.classes.get(member.classId) : undefined) ?? member.classRef;
    this.rows.push({
      action,
      record: 'enrollment',
      ...(this.withIds && member.userId !== undefined ? { userId: member.userId } : {}),
      name: person?.name ?? member.ref,
      ...(person ? { email: person.email } : {}),
      ...(member.role ? { role: member.role } : {}),
      class: className,
      ...(where ? at(where) : {})
    });
  }

  /** A user a bulk file no longer lists: no line. */
  deactivated(user: { id: string; name: string; email: string }): void {
    this.rows.push({ action: 'deactivate', record: 'user', ...(this.withIds ? { userId: user.id } : {}), name: user.name, email: user.email });
  }

  /**
   * Puts each problem and warning on the row of its line; one with no such row (a line the source
   * could not read into a record) becomes a row of its own, skipped. Rows end in source order:
   * by file, then line; the removals (no line) last.
   */
  finish(problems: readonly KeptProblem[], warnings: readonly KeptProblem[]): StoredRow[] {
    const byLine = new Map<string, StoredRow>();
    // A line can hold two records (the simple CSV's user and their classes): one skipped is whose problem it is.
    for (const row of this.rows) {
      if (row.line === undefined) continue;
      const held = byLine.get(keyOf(row));
      if (!held || (held.action !== 'skip' && row.action === 'skip')) byLine.set(keyOf(row), row);
    }
    const place = (item: KeptProblem, into: 'problems' | 'warnings') => {
      let row = byLine.get(keyOf(item));
      if (!row) {
        row = { action: 'skip', record: 'user', name: '', ...(item.file ? { file: item.file } : {}), line: item.line };
        byLine.set(keyOf(item), row);
        this.rows.push(row);
      }
      (row[into] ??= []).push(item.message);
      if (into === 'problems') row.action = 'skip';
    };
    for (const problem of problems) place(problem, 'problems');
    for (const warning of warnings) place(warning, 'warnings');
    const last = (row: StoredRow) => (row.line === undefined ? 1 : 0);
    return this.rows.sort((a, b) => last(a) - last(b) || (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0));
  }
}
