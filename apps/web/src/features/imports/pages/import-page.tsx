import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@lyceum/shared/imports';
import { ROSTER_SCREEN_MSG as TEXT } from '@lyceum/shared/roster-screens';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { commitImport, previewUsersCsv } from '@/features/imports/api/imports-api';
import { ImportFileForm } from '@/features/imports/components/import-file-form';
import { ImportPreview } from '@/features/imports/components/import-preview';
import { ImportResult } from '@/features/imports/components/import-result';

/** Users CSV import (admins; the route guard checks the role): upload, preview, commit. */
export function ImportPage() {
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<ImportRecord | null>(null);
  // A new file input after "Import another file", so the old choice is not shown.
  const [formKey, setFormKey] = useState(0);

  const preview = useMutation({
    mutationFn: previewUsersCsv,
    onSuccess: setRecord,
    onError: (error) => toast.error(errorMessage(error, TEXT.importPreviewFailed)),
  });
  const commit = useMutation({
    mutationFn: commitImport,
    onSuccess: async (committed) => {
      setRecord(committed);
      toast.success(TEXT.importCommitted);
      // Accounts changed: the Users screen and member pickers must not show the old list.
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error, TEXT.importCommitFailed)),
  });

  const reset = () => {
    setRecord(null);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={TEXT.importTitle} description={TEXT.importDescription} />
      {record?.status === 'committed' ? (
        <ImportResult record={record} onAnother={reset} />
      ) : (
        <>
          <Card>
            <CardContent>
              <ImportFileForm key={formKey} busy={preview.isPending} onPreview={(file) => preview.mutate(file)} />
            </CardContent>
          </Card>
          {record && <ImportPreview record={record} committing={commit.isPending} onCommit={() => commit.mutate(record._id)} />}
        </>
      )}
    </div>
  );
}
