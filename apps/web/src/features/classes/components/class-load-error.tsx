import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A failed load: the spec's text inline (it was toasted too) and a way back to the list. */
export function ClassLoadError({ text, title = 'Class Details' }: { text: string; title?: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>{text}</AlertTitle>
      </Alert>
      <Button asChild variant="outline">
        <Link to="/dashboard/classes">
          <ArrowLeftIcon aria-hidden="true" /> Back to Classes
        </Link>
      </Button>
    </div>
  );
}
