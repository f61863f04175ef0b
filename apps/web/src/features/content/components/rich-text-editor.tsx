import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import type Quill from 'quill';
import { sanitizeRichText } from '@/lib/sanitize';
import { cn } from '@/lib/utils';
import { createQuillEditor, highlightCode } from '@/features/content/components/quill-setup';
import { EDITOR_PLACEHOLDER, EDITOR_MIN_HEIGHT_PX } from '@/features/content/lib/editor-config';
import { editorValue, withoutCodeTokens } from '@/features/content/lib/editor-value';

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value: string;
  /** Called with the HTML, or '' when only an empty paragraph is left. */
  onChange?: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  /** The id of the visible label element. */
  labelledBy?: string;
  className?: string;
  /** Called once Quill is built and holds `value` (LazyRichTextEditor shows it then). */
  onReady?: (quill: Quill) => void;
}

/**
 * The one rich-text editor (Quill 2, snow theme). Load it through LazyRichTextEditor so Quill
 * stays out of every bundle but the form pages'.
 */
export default function RichTextEditor({
  value,
  onChange,
  placeholder = EDITOR_PLACEHOLDER,
  readOnly = false,
  labelledBy,
  className,
  onReady,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // The HTML the editor holds now, so a value we emitted ourselves is not written back.
  const currentRef = useRef('');
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const setupRef = useRef({ placeholder, readOnly, labelledBy, onReady });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const mount = host.ownerDocument.createElement('div');
    host.appendChild(mount);
    const quill = createQuillEditor(mount, setupRef.current);
    quillRef.current = quill;
    currentRef.current = '';
    quill.on('text-change', () => {
      const html = editorValue(quill.root.innerHTML);
      currentRef.current = html;
      onChangeRef.current?.(html);
    });
    // Once the value effect below has filled it (this commit's effects all run before any microtask).
    const ready = setupRef.current.onReady;
    if (ready) queueMicrotask(() => quillRef.current === quill && ready(quill));
    return () => {
      quillRef.current = null;
      // Quill puts its toolbar next to `mount`; clearing the host removes both.
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === currentRef.current) return;
    currentRef.current = value;
    // Stored content is sanitised on the server; sanitising again costs little and keeps the editor honest.
    const delta = quill.clipboard.convert({ html: withoutCodeTokens(sanitizeRichText(value, 'material')) });
    quill.setContents(delta, 'silent');
    highlightCode(quill);
    quill.history.clear();
  }, [value]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.enable(!readOnly);
    if (readOnly) quill.root.setAttribute('aria-readonly', 'true');
    else quill.root.removeAttribute('aria-readonly');
  }, [readOnly]);

  return (
    <div
      ref={hostRef}
      data-testid="rich-text-editor"
      className={cn('rich-text-editor', readOnly && 'is-readonly', className)}
      style={{ '--editor-min-height': `${EDITOR_MIN_HEIGHT_PX}px` } as CSSProperties}
    />
  );
}
