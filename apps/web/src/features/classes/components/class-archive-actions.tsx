import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ArchiveIcon, ArchiveRestoreIcon, Trash2Icon } from 'lucide-react';
import type { ClassSummary } from '@lyceum/shared/classes';
import { canArchiveClass, canDeleteClass } from '@lyceum/shared/permissions';
import type { Role } from '@lyceum/shared/roles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { deleteClass, setClassArchived } from '@/features/classes/api/classes-api';
import { DeleteClassDialog } from '@/features/classes/components/delete-class-dialog';

type Dialog = 'archive' | 'restore' | 'delete' | null;

/**
 * Ending a class: Archive (or Restore, once archived) for admins and its teachers, Delete for
 * admins, each behind a confirmation. Everything cached is refetched afterwards: an archived
 * class leaves the class list, the dashboard and the all-assignments and all-materials lists.
 */
export function ClassArchiveActions({ cls, role, archived }: { cls: Pick<ClassSummary, '_id' | 'name'>; role: Role; archived: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries();

  const archive = useMutation({
    mutationFn: (next: boolean) => setClassArchived(cls._id, next),
    onSuccess: async (_detail, next) => {
      toast.success(t(next ? m.archived : m.restored));
      setDialog(null);
      await refresh();
    },
    onError: (error, next) => toast.error(t(next ? m.archiveFailed : m.restoreFailed), { description: errorMessage(error, '') || undefined }),
  });
  const remove = useMutation({
    mutationFn: () => deleteClass(cls._id, cls.name),
    onSuccess: async () => {
      toast.success(t(m.deleted));
      setDialog(null);
      await navigate('/dashboard/classes', { replace: true });
      await refresh();
    },
    onError: (error) => toast.error(t(m.deleteFailed), { description: errorMessage(error, '') || undefined }),
  });

  const mayArchive = canArchiveClass(role);
  const mayDelete = canDeleteClass(role);
  if (!mayArchive && !mayDelete) return null;
  return (
    <>
      {mayArchive &&
        (archived ? (
          <Button variant="outline" onClick={() => setDialog('restore')}>
            <ArchiveRestoreIcon aria-hidden="true" /> {t(m.restore)}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setDialog('archive')}>
            <ArchiveIcon aria-hidden="true" /> {t(m.archive)}
          </Button>
        ))}
      {mayDelete && (
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDialog('delete')}>
          <Trash2Icon aria-hidden="true" /> {t(m.delete)}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'archive' || dialog === 'restore'}
        title={t(dialog === 'restore' ? m.restoreTitle : m.archiveTitle)}
        description={t(dialog === 'restore' ? m.restoreText : m.archiveText)}
        confirmLabel={t(dialog === 'restore' ? m.restore : m.archive)}
        pendingLabel={t(dialog === 'restore' ? m.restoring : m.archiving)}
        pending={archive.isPending}
        onConfirm={() => archive.mutate(dialog === 'archive')}
        onCancel={() => setDialog(null)}
      />
      {mayDelete && <DeleteClassDialog open={dialog === 'delete'} className={cls.name} pending={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setDialog(null)} />}
    </>
  );
}
