import { useEffect } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon, RotateCwIcon } from 'lucide-react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { classPath } from '@/features/content/lib/content-paths';

/**
 * A view or form that could not load: the message (also toasted, spec section 8) with
 * 'Back to Class' and 'Try Again', which reloads the page.
 */
export function ContentLoadError({ message, classId }: { message: string; classId: string }) {
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
            <ArrowLeftIcon /> Back to Class
          </Link>
        </Button>
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon /> Try Again
        </Button>
      </div>
    </div>
  );
}
