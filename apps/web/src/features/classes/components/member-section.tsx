import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, UserMinusIcon } from 'lucide-react';
import type { ClassDetail, Member } from '@lyceum/shared/classes';
import { MSG } from '@lyceum/shared/messages';
import { Button } from '@/components/ui/button';
import { keepFocusNear } from '@/components/ui/return-focus';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { changeMember, classesKeys, type MemberRole } from '@/features/classes/api/classes-api';
import { useRoleUsersQuery } from '@/features/classes/api/classes-queries';
import { MemberList } from '@/features/classes/components/member-list';

const TEXT = {
  teacher: {
    title: 'Teachers',
    added: MSG.teacherAdded,
    removed: MSG.teacherRemoved,
    addFailed: MSG.teacherAddFailed,
    removeFailed: MSG.teacherRemoveFailed,
  },
  student: {
    title: 'Students',
    added: MSG.studentAdded,
    removed: MSG.studentRemoved,
    addFailed: MSG.studentAddFailed,
    removeFailed: MSG.studentRemoveFailed,
  },
} as const;

/** How a candidate reads in the picker: the email tells apart two people of one name. */
const memberLabel = (user: { name: string; email: string }) => `${user.name} (${user.email})`;

/**
 * Admin only (spec section 6): the class's teachers or students with remove buttons, and a picker
 * of users of that role who are not in the class yet.
 */
export function MemberSection({ cls, role }: { cls: ClassDetail; role: MemberRole }) {
  const text = TEXT[role];
  const queryClient = useQueryClient();
  const members = role === 'teacher' ? cls.teachers : cls.students;
  const candidatesQuery = useRoleUsersQuery(role, true);
  const candidates = (candidatesQuery.data ?? []).filter((user) => !members.some((member) => member._id === user._id));
  const [selected, setSelected] = useState('');
  const chosen = candidates.find((user) => user._id === selected);

  const mutation = useMutation({
    mutationFn: ({ action, userId }: { action: 'add' | 'remove'; userId: string }) => changeMember(cls._id, role, action, userId),
    onSuccess: async (updated, { action }) => {
      toast.success(action === 'add' ? text.added : text.removed);
      if (action === 'add') setSelected('');
      queryClient.setQueryData(classesKeys.detail(cls._id), updated);
      await queryClient.invalidateQueries({ queryKey: classesKeys.list() });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, action === 'add' ? text.addFailed : text.removeFailed)),
  });
  const pending = mutation.isPending ? mutation.variables : undefined;

  const pickerId = `add-${role}`;
  const lower = text.title.toLowerCase();
  return (
    <section className="min-w-0 space-y-4" aria-labelledby={`${role}-members-title`}>
      <h3 id={`${role}-members-title`} className="text-base font-semibold">
        {text.title} ({members.length})
      </h3>
      <MemberList
        members={members}
        label={`Current ${lower}`}
        emptyText={role === 'teacher' ? 'No teachers assigned yet.' : 'No students enrolled yet.'}
        action={(member: Member) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${member.name}`}
            // Busy, not disabled: a disabled button drops focus to <body>; once the member is gone, focus goes to its neighbour.
            pending={mutation.isPending}
            onClick={(event) => {
              keepFocusNear(event.currentTarget);
              mutation.mutate({ action: 'remove', userId: member._id });
            }}
          >
            {pending?.action === 'remove' && pending.userId === member._id ? <Spinner label="Removing" /> : <UserMinusIcon aria-hidden="true" />}
            <span className="hidden sm:inline">Remove</span>
          </Button>
        )}
      />
      <div className="grid gap-2">
        <Label htmlFor={pickerId}>{role === 'teacher' ? 'Add a teacher' : 'Add a student'}</Label>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Select value={selected} onValueChange={setSelected} disabled={candidates.length === 0 || mutation.isPending}>
            <SelectTrigger id={pickerId} className="min-w-0 sm:flex-1">
              <SelectValue placeholder={candidatesQuery.isLoading ? 'Loading...' : candidates.length === 0 ? `No ${lower} to add` : `Choose a ${role}`}>
                {chosen && memberLabel(chosen)}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {candidates.map((user) => (
                <SelectItem key={user._id} value={user._id}>
                  {memberLabel(user)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="secondary"
            disabled={!selected || mutation.isPending}
            onClick={() => mutation.mutate({ action: 'add', userId: selected })}
          >
            {pending?.action === 'add' ? <Spinner label="Adding" /> : <PlusIcon aria-hidden="true" />}
            {role === 'teacher' ? 'Add Teacher' : 'Add Student'}
          </Button>
        </div>
      </div>
    </section>
  );
}
