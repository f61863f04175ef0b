import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type Quill from 'quill';
import type { RichTextEditorProps } from '@/features/content/components/rich-text-editor';
import { cn } from '@/lib/utils';
import { editorPreview } from '@/features/content/lib/editor-preview';
import { withTypedText } from '@/features/content/lib/editor-value';
import { editorMessages as e } from '@/features/content/editor-messages';
import { useT } from '@/lib/i18n/i18n-context';
import { nextTask } from '@/lib/next-task';

// The editor arrives when it first comes into view, in three chunks evaluated on three tasks:
// highlight.js, Quill's core, then Quill's formats, theme and CSS with Lyceum's setup. As one
// chunk their evaluation was one task of ~100 ms on Lighthouse's phone (4x slowdown), about half of
// the forms' total blocking time.
const RichTextEditor = lazy(async () => {
  await import('@/features/content/components/code-highlighter');
  await nextTask();
  await import('quill/core');
  await nextTask();
  return import('@/features/content/components/rich-text-editor');
});

/**
 * The editor's height: EDITOR_MIN_HEIGHT_PX (200) for the text, a border, and the toolbar, which
 * wraps to 2 rows below 656 px of width and to 3 below 370 (Quill's snow toolbar with
 * EDITOR_TOOLBAR, measured in Chromium: 42.5, 67 and 91.5 px), so nothing below moves when the
 * editor replaces its stand-in as it scrolls into view. Literal classes: Tailwind reads them here.
 */
const STAND_IN_HEIGHT = 'h-[292.5px] @min-[370px]:h-[268px] @min-[656px]:h-[243.5px]';
/** The toolbar's share of it, at the same widths. */
const TOOLBAR_HEIGHT = 'h-[91.5px] @min-[370px]:h-[67px] @min-[656px]:h-[42.5px]';

/**
 * How long after the stand-in first shows the editor's download waits, when the stand-in is on
 * screen from the start (a form): the page's first paint, with the document's words, and its own
 * requests go first on a slow phone connection; Lighthouse counts a request started before that
 * paint as part of it. One scrolled to later, or focused, starts at once.
 */
const FIRST_VIEW_DELAY_MS = 500;

/**
 * The rich-text editor, downloaded and built once its place comes into view (at once where the
 * browser cannot tell, as in tests) or is focused; a placeholder of the same height, showing the
 * saved document's words where the editor will show them, stands in until it is ready. Building
 * Quill is the heaviest thing a page does (its chunk, stylesheet and setup: ~300 ms of a phone's
 * main thread): a student's answer box sits just below the fold of a phone opening the
 * assignment, under its description, and is built as the student scrolls to it; on a form the
 * words are on screen before it is built (the page's largest text, as Lighthouse measures it).
 *
 * The placeholder answers to the editor's label and takes focus (Tab reaches it); what is typed
 * there before the editor is ready goes into the editor, which then takes focus itself.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const typed = useRef('');
  // The document as it was when typing into the stand-in began; the editor is filled with it, and
  // what was typed goes in after (onReady), as the user's own edit.
  const before = useRef<string | null>(null);
  // The document's words, shown until the editor is built (its value then lives in Quill).
  const [preview, setPreview] = useState(() => editorPreview(props.value));

  useEffect(() => {
    const element = placeholder.current;
    if (wanted || !element) return;
    const shownAt = performance.now();
    let delay: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      delay = setTimeout(() => setWanted(true), Math.max(0, shownAt + FIRST_VIEW_DELAY_MS - performance.now()));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(delay);
    };
  }, [wanted]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
    else if (event.key === 'Enter') typed.current += '\n';
    else if (event.key.length === 1) typed.current += event.key;
    else return;
    event.preventDefault();
    before.current ??= props.value;
    // Reported at once: a form sent before the editor is ready still has what was typed.
    const value = withTypedText(before.current, typed.current);
    props.onChange?.(value);
    setPreview(editorPreview(value));
  };

  const onReady = (quill: Quill) => {
    const hadFocus = placeholder.current !== null && placeholder.current === document.activeElement;
    if (typed.current) quill.insertText(quill.getLength() - 1, typed.current, 'user');
    typed.current = '';
    // Shown (the stand-in gone) before the focus moves: an element that is still hidden cannot take
    // it, and keys would go on into the stand-in. onReady runs on a task of its own, not in a render.
    flushSync(() => setReady(true));
    if (hadFocus) quill.setSelection(quill.getLength(), 0);
  };

  return (
    <>
      {!ready && (
        // A size container: the stand-in's height follows the width the editor will have.
        <div className="@container w-full">
          <div
            ref={placeholder}
            role="textbox"
            aria-multiline="true"
            aria-busy="true"
            aria-labelledby={props.labelledBy}
            aria-label={props.labelledBy ? undefined : t(e.editor)}
            aria-invalid={props.invalid || undefined}
            aria-describedby={props.describedBy}
            tabIndex={0}
            className={cn(
              'flex w-full flex-col overflow-hidden rounded-md border border-input aria-invalid:border-destructive',
              STAND_IN_HEIGHT,
            )}
            onFocus={() => setWanted(true)}
            onKeyDown={onKeyDown}
          >
            <div className={cn('shrink-0 animate-pulse border-b border-input bg-muted', TOOLBAR_HEIGHT)} />
            {/* Quill's own padding, size and spacing, so the words stay where the editor puts them. */}
            <div className="min-h-0 flex-1 overflow-hidden bg-background px-[15px] py-3 text-[0.9375rem] leading-[1.6] break-words whitespace-pre-wrap">
              {preview.map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </div>
          </div>
        </div>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <RichTextEditor
            {...props}
            value={ready || before.current === null ? props.value : before.current}
            onReady={onReady}
            className={cn(props.className, !ready && 'hidden')}
          />
        </Suspense>
      )}
    </>
  );
}
