import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyRichTextEditor } from '@/features/content/components/lazy-rich-text-editor';

/** A stand-in IntersectionObserver (jsdom has none) that the test tells when the element is near the screen. */
class FakeObserver {
  static latest: FakeObserver | null = null;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.latest = this;
  }
  observe() {}
  disconnect() {}
  comeIntoView() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function renderEditor(onChange = vi.fn()) {
  render(
    <>
      <span id="answer-label">Your answer</span>
      <LazyRichTextEditor value="<p>Draft</p>" onChange={onChange} labelledBy="answer-label" />
    </>,
  );
  return onChange;
}

const quillBox = () => document.querySelector<HTMLElement>('.ql-editor');

describe('LazyRichTextEditor', () => {
  // The editor's module (Quill with it) is loaded once here, as a browser would have it cached after
  // its first download: transforming it took over a second on a busy machine, past waitFor's
  // window, and the tests are about when the editor is built, not how long the import takes.
  beforeAll(async () => {
    await import('@/features/content/components/rich-text-editor');
  }, 30_000);

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // Quill scrolls a selection into view; jsdom lays nothing out, and its ranges have no boxes.
    Range.prototype.getBoundingClientRect = () => new DOMRect();
  });
  afterEach(() => {
    FakeObserver.latest = null;
    vi.unstubAllGlobals();
  });

  it('builds no editor while its place is far from the screen, then builds it when it comes near', async () => {
    renderEditor();
    const standIn = screen.getByRole('textbox', { name: 'Your answer' });
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    // The saved words show while the editor is not built, as text.
    expect(standIn).toHaveTextContent('Draft');
    expect(standIn.querySelector('p')?.innerHTML).toBe('Draft');
    expect(quillBox()).toBeNull();

    FakeObserver.latest?.comeIntoView();
    // On screen from the start, as on a form: the download waits half a second after the first paint.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(quillBox()).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Your answer' })).toEqual([quillBox()]), { timeout: 5_000 });
    expect(quillBox()?.innerHTML).toBe('<p>Draft</p>');
    // Nobody had focused it: the page's focus stays where it was.
    expect(document.activeElement).toBe(document.body);
  });

  it('builds it when its place is focused, keeps what was typed meanwhile, and hands the focus on', async () => {
    const onChange = renderEditor();
    const standIn = screen.getByRole('textbox', { name: 'Your answer' });
    standIn.focus();
    for (const key of ['O', 'k', 'x', 'Backspace', '!']) fireEvent.keyDown(standIn, { key });
    // Reported and shown at once, while the stand-in is still there: a form sent now has it.
    expect(standIn).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('<p>DraftOk!</p>');
    expect(standIn).toHaveTextContent('DraftOk!');

    await waitFor(() => expect(document.activeElement).toBe(quillBox()));
    // Once in the editor, and only once.
    expect(quillBox()?.innerHTML).toBe('<p>DraftOk!</p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>DraftOk!</p>');
    expect(screen.getAllByRole('textbox', { name: 'Your answer' })).toHaveLength(1);
  });
});
