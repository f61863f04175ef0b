import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ImportRecord } from '@lyceum/shared/imports';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast';
import { commitImport, importQuery, importsQuery, previewImportFile } from '@/features/imports/api/imports-api';
import { ImportFileForm } from '@/features/imports/components/import-file-form';
import { ImportPreview } from '@/features/imports/components/import-preview';
import { ImportResult } from '@/features/imports/components/import-result';
import { ImportRunning } from '@/features/imports/components/import-running';
import { RecentImports } from '@/features/imports/components/recent-imports';
import { importsMessages as m } from '@/features/imports/imports-messages';

/**
 * Roster import (admins; the route guard checks the role): upload a users CSV or a OneRoster
 * bundle, preview, commit. The commit runs on the server as a job; the screen reads it every
 * second while it runs, and the recent imports let an admin who left come back to it.
 */
export function ImportPage() {
  const t = useT();
  const queryClient = useQueryClient();
  // The import shown (?import=<id>, a link to it): the one just previewed, or one opened from the list.
  const [params, setParams] = useSearchParams();
  const openId = params.get('import');
  // Set once the admin asks for another file: a running import no longer opens by itself.
  const [dismissed, setDismissed] = useState(false);
  const setOpenId = (id: string | null) => {
    setParams(id === null ? {} : { import: id }, { replace: true });
    if (id === null) setDismissed(true);
  };
  // A new file input after "Import another file", so the old choice is not shown.
  const [formKey, setFormKey] = useState(0);
  const recent = useQuery(importsQuery());
  // Coming back while a commit runs: it is what the admin wants to see.
  const runningId = recent.data?.find((record) => record.status === 'running')?._id ?? null;
  const shownId = openId ?? (dismissed ? null : runningId);
  const shown = useQuery({ ...importQuery(shownId ?? ''), enabled: shownId !== null });
  const record = shownId === null ? undefined : shown.data;

  const open = (next: ImportRecord) => {
    queryClient.setQueryData(importQuery(next._id).queryKey, next);
    setOpenId(next._id);
  };
  const preview = useMutation({
    mutationFn: previewImportFile,
    onSuccess: async (previewed) => {
      open(previewed);
      await queryClient.invalidateQueries({ queryKey: importsQuery().queryKey, exact: true });
    },
    onError: (error) => toast.error(errorMessage(error, t(m.previewFailed))),
  });
  const commit = useMutation({
    mutationFn: commitImport,
    onSuccess: async (running) => {
      open(running);
      await queryClient.invalidateQueries({ queryKey: importsQuery().queryKey, exact: true });
    },
    onError: (error) => toast.error(errorMessage(error, t(m.commitFailed))),
  });

  useCommitOutcome(record);

  const reset = () => {
    setOpenId(null);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t(m.title)} description={t(m.description)} />
      {record?.status === 'committed' ? (
        <ImportResult record={record} onAnother={reset} />
      ) : record?.status === 'running' ? (
        <ImportRunning record={record} />
      ) : (
        <>
          <Card>
            <CardContent>
              <ImportFileForm key={formKey} busy={preview.isPending} onPreview={(file) => preview.mutateAsync(file)} />
            </CardContent>
          </Card>
          {record && <ImportPreview record={record} committing={commit.isPending} onCommit={() => commit.mutate(record._id)} />}
        </>
      )}
      {recent.data && recent.data.length > 0 && <RecentImports imports={recent.data} openId={shownId} onOpen={setOpenId} />}
    </div>
  );
}

/**
 * Says how a commit seen running on this screen ended, and makes every screen read its data again
 * once it committed (accounts, classes and members changed).
 */
function useCommitOutcome(record: ImportRecord | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  const seenRunning = useRef<string | null>(null);
  useEffect(() => {
    if (!record) return;
    if (record.status === 'running') {
      seenRunning.current = record._id;
      return;
    }
    if (seenRunning.current !== record._id) return;
    seenRunning.current = null;
    if (record.status === 'committed') {
      toast.success(t(m.committed));
      void queryClient.invalidateQueries();
    } else if (record.status === 'failed') {
      toast.error(t(m.failed), { description: record.summary.failure });
      void queryClient.invalidateQueries({ queryKey: importsQuery().queryKey, exact: true });
    }
  }, [record, queryClient, t]);
}
