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
  /** Marks the editor invalid (a form's field error), described by the element `describedBy` names. */
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  /** Called once Quill is built and holds `value` (LazyRichTextEditor shows it then). */
  onReady?: (quill: Quill) => void;
}

/** Puts `value` into the editor as a new document, with nothing to undo. */
function load(quill: Quill, value: string): void {
  // Stored content is sanitised on the server; sanitising again costs little and keeps the editor honest.
  const delta = quill.clipboard.convert({ html: withoutCodeTokens(sanitizeRichText(value, 'material')) });
  quill.setContents(delta, 'silent');
  highlightCode(quill);
  quill.history.clear();
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
  invalid = false,
  describedBy,
  className,
  onReady,
}: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // The HTML the editor holds now, so a value we emitted ourselves is not written back; null until
  // the first document is in.
  const currentRef = useRef<string | null>(null);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    valueRef.current = value;
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
    currentRef.current = null;
    quill.on('text-change', () => {
      const html = editorValue(quill.root.innerHTML);
      currentRef.current = html;
      onChangeRef.current?.(html);
    });
    // The document goes in on a task of its own: on a phone, building Quill and filling it cost
    // ~40 ms each (measured at Lighthouse's 4x slowdown), together one long task that would hold a
    // tap on the page (Lighthouse's TBT); apart, neither is long. LazyRichTextEditor shows the
    // editor once it is filled (onReady).
    const fill = setTimeout(() => {
      if (quillRef.current !== quill) return;
      currentRef.current = valueRef.current;
      load(quill, valueRef.current);
      setupRef.current.onReady?.(quill);
    });
    return () => {
      clearTimeout(fill);
      quillRef.current = null;
      // Quill puts its toolbar next to `mount`; clearing the host removes both.
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    // Before the first fill there is nothing to replace: it writes the value it finds then.
    if (!quill || currentRef.current === null || value === currentRef.current) return;
    currentRef.current = value;
    load(quill, value);
  }, [value]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.enable(!readOnly);
    if (readOnly) quill.root.setAttribute('aria-readonly', 'true');
    else quill.root.removeAttribute('aria-readonly');
  }, [readOnly]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    setOrRemove(root, 'aria-invalid', invalid ? 'true' : undefined);
    setOrRemove(root, 'aria-describedby', describedBy);
  }, [invalid, describedBy]);

  return (
    <div
      ref={hostRef}
      data-testid="rich-text-editor"
      className={cn('rich-text-editor', readOnly && 'is-readonly', invalid && 'is-invalid', className)}
      style={{ '--editor-min-height': `${EDITOR_MIN_HEIGHT_PX}px` } as CSSProperties}
    />
  );
}

function setOrRemove(element: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
