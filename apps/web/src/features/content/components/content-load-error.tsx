import { useEffect } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon, RotateCwIcon } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { classPath } from '@/features/content/lib/content-paths';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkFormMessages as f } from '@/features/content/classwork-form-messages';

/**
 * A view or form that could not load: the message (also toasted, spec section 8) with
 * 'Back to Class' and 'Try Again', which reloads the page.
 */
export function ContentLoadError({ message, classId }: { message: string; classId: string }) {
  const t = useT();
  useEffect(() => {
    toast.error(message, { id: 'content-load-error' });
  }, [message]);

  return (
    <div className="mx-auto max-w-xl space-y-4 py-10">
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>{message}</AlertTitle>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={classPath(classId)}>
            <ArrowLeftIcon className="rtl:-scale-x-100" /> {t(f.backToClass)}
          </Link>
        </Button>
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon /> {t(f.tryAgain)}
        </Button>
      </div>
    </div>
  );
}
