import type { ReactNode } from 'react';
import type { ClassDetail } from '@lyceum/shared/classes';
import { MSG } from '@lyceum/shared/messages';
import { Card, CardContent } from '@/components/ui/card';
import { MemberList } from '@/features/classes/components/member-list';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const studentsText = (count: number) => (count === 1 ? '1 student enrolled' : `${count} students enrolled`);

/**
 * Spec section 2, Class Information tab. Staff see teachers and students with emails; a student
 * sees teacher names and only the number of students (the server sends nothing more to them).
 */
export function ClassInfoTab({ cls, showMemberDetails }: { cls: ClassDetail; showMemberDetails: boolean }) {
  return (
    <Card>
      <CardContent className="space-y-8">
        <Section title="Description">
          <p className="text-sm whitespace-pre-line break-words text-muted-foreground">
            {cls.description.trim() || MSG.noDescription}
          </p>
        </Section>
        <Section title={`Teachers (${cls.teachersCount})`}>
          <MemberList members={cls.teachers} label="Teachers" emptyText="No teachers assigned yet." />
        </Section>
        <Section title={`Students (${cls.studentsCount})`}>
          {showMemberDetails ? (
            <MemberList members={cls.students} label="Students" emptyText="No students enrolled yet." />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="students-count">
              {studentsText(cls.studentsCount)}
            </p>
          )}
        </Section>
        <Section title="Meeting Link">
          {cls.meetingLink ? (
            <a
              href={cls.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 items-center text-sm break-all text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/80"
            >
              {cls.meetingLink}
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">No meeting link set.</p>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}
