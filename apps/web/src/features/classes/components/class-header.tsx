import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PencilIcon, VideoIcon } from 'lucide-react';
import type { ClassDetail } from '@lyceum/shared/classes';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';

/**
 * Spec section 2, Class detail: the name, 'Join Meeting' when there is a link, 'Edit Class' for staff;
 * an Archived badge on an archived class, and the archive and delete actions (`more`) of those who may.
 */
export function ClassHeader({ cls, canEdit, more }: { cls: ClassDetail; canEdit: boolean; more?: ReactNode }) {
  const archived = cls.archivedAt !== null;
  const t = useT();
  return (
    <PageHeader
      title={
        <span className="break-words">
          {cls.name}
          {archived && (
            <Badge variant="warning" className="ms-2 align-middle">
              {t(m.archivedBadge)}
            </Badge>
          )}
        </span>
      }
      actions={
        (cls.meetingLink || canEdit || more) && (
          <>
            {cls.meetingLink && (
              <Button asChild>
                {/* A new tab that cannot reach back into this one (no opener, no referrer). */}
                <a href={cls.meetingLink} target="_blank" rel="noopener noreferrer">
                  <VideoIcon aria-hidden="true" /> {t(m.joinMeeting)}
                </a>
              </Button>
            )}
            {canEdit && (
              <Button asChild variant="outline">
                <Link to={`/dashboard/classes/${encodeURIComponent(cls._id)}/edit`}>
                  <PencilIcon aria-hidden="true" /> {t(m.editClass)}
                </Link>
              </Button>
            )}
            {more}
          </>
        )
      }
    />
  );
}
