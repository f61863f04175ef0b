import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RichTextEditor from '@/features/content/components/rich-text-editor';

describe('RichTextEditor (Quill 2 in jsdom)', () => {
  it("shows the placeholder, labels every toolbar control, and reports '' once emptied", async () => {
    const onChange = vi.fn();
    render(
      <>
        <span id="label">Content</span>
        <RichTextEditor value="<p>Hello</p>" onChange={onChange} labelledBy="label" />
      </>,
    );
    const box = await screen.findByRole('textbox', { name: 'Content' });
    expect(box).toHaveAttribute('aria-labelledby', 'label');
    expect(box.closest('.ql-container')?.querySelector('.ql-editor')).toHaveAttribute('data-placeholder', 'Enter content...');
    // Filled on a task after the one that builds it.
    await waitFor(() => expect(box.innerHTML).toBe('<p>Hello</p>'));

    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const unlabeled = [...toolbar.querySelectorAll('button, [role="button"]')].filter((el) => !el.getAttribute('aria-label'));
    expect(unlabeled).toEqual([]);
    expect(screen.getByRole('button', { name: 'Code block' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heading' })).toBeInTheDocument();
    // Picker options are aria-hidden until their picker opens.
    expect(screen.getByRole('button', { name: 'Heading 3', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Huge', hidden: true })).toBeInTheDocument();

    box.innerHTML = '<p><br></p>';
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('highlights the code blocks of loaded content with the registered languages', async () => {
    // As stored: already tokenised by an earlier save.
    const code =
      '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="javascript">' +
      '<span class="ql-token hljs-keyword">const</span> x = <span class="ql-token hljs-number">1</span>;</div></div>';
    render(<RichTextEditor value={code} />);
    const box = await screen.findByRole('textbox', { name: 'Rich text editor' });
    await waitFor(() => expect(box.querySelector('.ql-code-block .hljs-keyword')?.textContent).toBe('const'));
    expect(box.querySelector('.ql-code-block .hljs-number')?.textContent).toBe('1');
    expect(box.querySelector('.ql-code-block')?.textContent).toBe('const x = 1;');
    expect(box.querySelector('select.ql-ui')).toHaveAttribute('aria-label', 'Code language');
  });

  it('is read-only on request', async () => {
    render(<RichTextEditor value="<p>Fixed</p>" readOnly />);
    const box = await screen.findByRole('textbox', { name: 'Rich text editor' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
  });
});
