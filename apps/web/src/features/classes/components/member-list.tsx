import type { ReactNode } from 'react';
import type { Member } from '@lyceum/shared/classes';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';

/** Initials of up to two words of a name, for the avatar. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || 'U';
}

/**
 * People of a class, name and (when the server sent it, i.e. to staff) email. `action` renders
 * a per-person control, such as the edit screen's remove button.
 */
export function MemberList({
  members,
  emptyText,
  label,
  action,
}: {
  members: Member[];
  emptyText: string;
  label: string;
  action?: (member: Member) => ReactNode;
}) {
  if (members.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={label}>
      {members.map((member) => (
        <li key={member._id} className="flex items-center gap-3 px-3 py-2.5" data-testid="member">
          <Avatar className="size-8" aria-hidden="true">
            <AvatarFallback className="text-xs">{initialsOf(member.name)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            {/* Wrapped, not cut: a phone has no room for a long address, and a cut one cannot be read. */}
            <p className="text-sm font-medium break-words">{member.name}</p>
            {member.email && <p className="text-sm break-all text-muted-foreground">{member.email}</p>}
          </div>
          {action?.(member)}
        </li>
      ))}
    </ul>
  );
}
