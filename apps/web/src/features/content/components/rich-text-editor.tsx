import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import type Quill from 'quill';
import { sanitizeRichText } from '@/lib/sanitize';
import { cn } from '@/lib/utils';
import { createQuillEditor, highlightCode } from '@/features/content/components/quill-setup';
import { EDITOR_PLACEHOLDER, EDITOR_MIN_HEIGHT_PX } from '@/features/content/lib/editor-config';
import { useT } from '@/lib/i18n/i18n-context';
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

/** `value` as the editor's document (a Delta). */
function toDelta(quill: Quill, value: string) {
  // Stored content is sanitised on the server; sanitising again costs little and keeps the editor honest.
  return quill.clipboard.convert({ html: withoutCodeTokens(sanitizeRichText(value, 'material')) });
}

/** Colours the code blocks and forgets the loading, so there is nothing to undo. */
function settle(quill: Quill): void {
  highlightCode(quill);
  quill.history.clear();
}

/** Puts `value` into the editor as a new document, with nothing to undo. */
function load(quill: Quill, value: string): void {
  quill.setContents(toDelta(quill, value), 'silent');
  settle(quill);
}

/**
 * The first document goes in over three tasks of its own (reading the HTML, building the blots,
 * colouring the code), each short enough on a phone not to hold a tap (Lighthouse's TBT): together
 * they were one long task, and longer again with a code block (its language menu and lines cost
 * as much as the rest of a lesson: measured by bench/form-main-thread.mjs). Returns the canceller.
 */
function fillInSteps(
  quill: Quill,
  value: () => string,
  stillOurs: () => boolean,
  on: { filling: (html: string) => void; done: () => void },
): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const step = (work: () => void) => {
    timer = setTimeout(() => {
      if (stillOurs()) work();
    });
  };
  step(() => {
    const html = value();
    const delta = toDelta(quill, html);
    step(() => {
      // Changed meanwhile (nothing types into a hidden editor, but a parent may pass another value): that one.
      const now = value();
      on.filling(now);
      quill.setContents(now === html ? delta : toDelta(quill, now), 'silent');
      step(() => {
        settle(quill);
        on.done();
      });
    });
  });
  return () => clearTimeout(timer);
}

/**
 * The one rich-text editor (Quill 2, snow theme). Load it through LazyRichTextEditor so Quill
 * stays out of every bundle but the form pages'.
 */
export default function RichTextEditor({
  value,
  onChange,
  placeholder,
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
  const t = useT();
  const setupRef = useRef({ placeholder: placeholder ?? t(EDITOR_PLACEHOLDER), readOnly, labelledBy, onReady, t });

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
    // The document goes in after Quill is built, on tasks of their own (fillInSteps): on a phone,
    // building Quill and filling it cost ~40 ms each (measured at Lighthouse's 4x slowdown), together
    // one long task that would hold a tap on the page (Lighthouse's TBT). LazyRichTextEditor shows
    // the editor once it is filled (onReady).
    const cancelFill = fillInSteps(
      quill,
      () => valueRef.current,
      () => quillRef.current === quill,
      {
        // Before the document goes in: what the editor then reports as changed is compared with it.
        filling: (html) => {
          currentRef.current = html;
        },
        done: () => setupRef.current.onReady?.(quill),
      },
    );
    return () => {
      cancelFill();
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
