import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, UserMinusIcon } from 'lucide-react';
import type { ClassDetail, Member } from '@lyceum/shared/classes';
import { Button } from '@/components/ui/button';
import { keepFocusNear } from '@/components/ui/return-focus';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { useTextDirection } from '@/lib/i18n/use-text-direction';
import { classFormMessages as f } from '@/features/classes/class-form-messages';
import { changeMember, classesKeys, type MemberRole } from '@/features/classes/api/classes-api';
import { useRoleUsersQuery } from '@/features/classes/api/classes-queries';
import { MemberList } from '@/features/classes/components/member-list';

const TEXT = {
  teacher: {
    title: f.teachers,
    list: f.currentTeachers,
    empty: f.noTeachers,
    label: f.addTeacherLabel,
    noneToAdd: f.noTeachersToAdd,
    choose: f.chooseTeacher,
    add: f.addTeacher,
    added: f.teacherAdded,
    removed: f.teacherRemoved,
    addFailed: f.teacherAddFailed,
    removeFailed: f.teacherRemoveFailed,
  },
  student: {
    title: f.students,
    list: f.currentStudents,
    empty: f.noStudents,
    label: f.addStudentLabel,
    noneToAdd: f.noStudentsToAdd,
    choose: f.chooseStudent,
    add: f.addStudent,
    added: f.studentAdded,
    removed: f.studentRemoved,
    addFailed: f.studentAddFailed,
    removeFailed: f.studentRemoveFailed,
  },
} as const;

/**
 * Admin only (spec section 6): the class's teachers or students with remove buttons, and a picker
 * of users of that role who are not in the class yet.
 */
export function MemberSection({ cls, role }: { cls: ClassDetail; role: MemberRole }) {
  const text = TEXT[role];
  const t = useT();
  const dir = useTextDirection();
  // How a candidate reads in the picker: the email tells apart two people of one name.
  const memberLabel = (user: { name: string; email: string }) => t(f.candidate, { name: user.name, email: user.email });
  const queryClient = useQueryClient();
  const members = role === 'teacher' ? cls.teachers : cls.students;
  const candidatesQuery = useRoleUsersQuery(role, true);
  const candidates = (candidatesQuery.data ?? []).filter((user) => !members.some((member) => member._id === user._id));
  const [selected, setSelected] = useState('');
  const chosen = candidates.find((user) => user._id === selected);

  const mutation = useMutation({
    mutationFn: ({ action, userId }: { action: 'add' | 'remove'; userId: string }) => changeMember(cls._id, role, action, userId),
    onSuccess: async (updated, { action }) => {
      toast.success(t(action === 'add' ? text.added : text.removed));
      if (action === 'add') setSelected('');
      queryClient.setQueryData(classesKeys.detail(cls._id), updated);
      await queryClient.invalidateQueries({ queryKey: classesKeys.list() });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, t(action === 'add' ? text.addFailed : text.removeFailed))),
  });
  const pending = mutation.isPending ? mutation.variables : undefined;

  const pickerId = `add-${role}`;
  return (
    <section className="min-w-0 space-y-4" aria-labelledby={`${role}-members-title`}>
      <h3 id={`${role}-members-title`} className="text-base font-semibold">
        {t(text.title, { count: members.length })}
      </h3>
      <MemberList
        members={members}
        label={t(text.list)}
        emptyText={t(text.empty)}
        action={(member: Member) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t(f.removeNamed, { name: member.name })}
            // Busy, not disabled: a disabled button drops focus to <body>; once the member is gone, focus goes to its neighbour.
            pending={mutation.isPending}
            onClick={(event) => {
              keepFocusNear(event.currentTarget);
              mutation.mutate({ action: 'remove', userId: member._id });
            }}
          >
            {pending?.action === 'remove' && pending.userId === member._id ? <Spinner label={t(f.removing)} /> : <UserMinusIcon aria-hidden="true" />}
            <span className="hidden sm:inline">{t(f.remove)}</span>
          </Button>
        )}
      />
      <div className="grid gap-2">
        <Label htmlFor={pickerId}>{t(text.label)}</Label>
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
          <Select dir={dir} value={selected} onValueChange={setSelected} disabled={candidates.length === 0 || mutation.isPending}>
            <SelectTrigger id={pickerId} className="h-auto min-h-9 min-w-0 py-1.5 whitespace-normal text-start sm:flex-1 [&>span]:line-clamp-none">
              <SelectValue placeholder={t(candidatesQuery.isLoading ? f.loading : candidates.length === 0 ? text.noneToAdd : text.choose)}>
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
            {pending?.action === 'add' ? <Spinner label={t(f.adding)} /> : <PlusIcon aria-hidden="true" />}
            {t(text.add)}
          </Button>
        </div>
      </div>
    </section>
  );
}
