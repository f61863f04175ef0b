import type { ReactNode } from 'react';
import type { ClassDetail } from '@lyceum/shared/classes';
import { Card, CardContent } from '@/components/ui/card';
import { MemberList } from '@/features/classes/components/member-list';
import { useT } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Spec section 2, Class Information tab. Staff see teachers and students with emails; a student
 * sees teacher names and only the number of students (the server sends nothing more to them).
 */
export function ClassInfoTab({ cls, showMemberDetails }: { cls: ClassDetail; showMemberDetails: boolean }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="space-y-8">
        <Section title={t(m.infoDescription)}>
          <p className="text-sm whitespace-pre-line break-words text-muted-foreground">
            {cls.description.trim() || t(m.noDescription)}
          </p>
        </Section>
        <Section title={t(m.infoTeachers, { count: cls.teachersCount })}>
          <MemberList members={cls.teachers} label={t(m.teachersList)} emptyText={t(m.noTeachers)} />
        </Section>
        <Section title={t(m.infoStudents, { count: cls.studentsCount })}>
          {showMemberDetails ? (
            <MemberList members={cls.students} label={t(m.studentsList)} emptyText={t(m.noStudents)} />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="students-count">
              {t(m.studentsEnrolled, { count: cls.studentsCount })}
            </p>
          )}
        </Section>
        <Section title={t(m.meetingLink)}>
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
            <p className="text-sm text-muted-foreground">{t(m.noMeetingLink)}</p>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}
