import { useEffect } from 'react';
import { statusOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * Spec section 8: load errors are toasted and also kept as the page error. A fixed id keeps a
 * repeated failure (or React's double effects in development) to one toast.
 */
export function useErrorToast(text: string | null, id: string): void {
  useEffect(() => {
    if (text) toast.error(text, { id });
  }, [text, id]);
}

/**
 * A 401 signs the session out at once, which unmounts the page before its error can render;
 * toast the spec's text (`text`, 'Authentication failed...' in the reader's language) from the fetch
 * itself so it is still seen (same id: never twice).
 */
export function toastOnAuthFailure<T, A extends unknown[] = []>(load: (...args: A) => Promise<T>, id: string, text: string): (...args: A) => Promise<T> {
  return async (...args) => {
    try {
      return await load(...args);
    } catch (error) {
      if (statusOf(error) === 401) toast.error(text, { id });
      throw error;
    }
  };
}
