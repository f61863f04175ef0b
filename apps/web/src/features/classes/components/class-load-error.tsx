import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { classesMessages as m } from '@/features/classes/classes-messages';

/** A failed load: the spec's text inline (it was toasted too) and a way back to the list. */
export function ClassLoadError({ text, title }: { text: string; title?: string }) {
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={title ?? t(m.loadErrorTitle)} />
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>{text}</AlertTitle>
      </Alert>
      <Button asChild variant="outline">
        <Link to="/dashboard/classes">
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" /> {t(m.backToClasses)}
        </Link>
      </Button>
    </div>
  );
}
