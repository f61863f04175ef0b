import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RichTextEditorProps } from '@/features/content/components/rich-text-editor';
import { EDITOR_MIN_HEIGHT_PX } from '@/features/content/lib/editor-config';

// Quill, its CSS and highlight.js arrive in their own chunk, fetched when a form first shows the editor.
const RichTextEditor = lazy(() => import('@/features/content/components/rich-text-editor'));

/** The rich-text editor, downloaded on first use; a placeholder of the same height meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton aria-busy="true" aria-label="Loading editor" className="w-full" style={{ height: EDITOR_MIN_HEIGHT_PX + 42 }} />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
