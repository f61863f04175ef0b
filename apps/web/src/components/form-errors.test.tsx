import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldError, FormAlert, fieldNamedBy, focusField, useFieldErrors } from '@/components/form-errors';

/** A form with a title, an editor-like wrapper and a server message to show. */
function Form({ serverMessage = '' }: { serverMessage?: string }) {
  const fields = useFieldErrors('t', ['title', 'body'] as const);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (serverMessage) fields.showServer(serverMessage, { content: 'body' });
        else fields.show({ title: 'Enter a title.', body: 'Write the body.' });
      }}
    >
      <FormAlert {...fields.alert} />
      <label htmlFor="t-title">Title</label>
      <input {...fields.control('title', 'title-hint')} onChange={() => fields.clear('title')} />
      <p id="title-hint">Short</p>
      <FieldError {...fields.message('title')} />
      <div id={fields.control('body').id}>
        <div role="textbox" aria-label="Body" tabIndex={0} aria-invalid={fields.control('body')['aria-invalid']} />
      </div>
      <FieldError {...fields.message('body')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFieldErrors', () => {
  it('marks each field, ties its message and hint to it, and focuses the first invalid one', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Enter a title. Short');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAttribute('aria-invalid', 'true');
    // Editing a field clears its mark only.
    await user.type(title, 'x');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveAccessibleDescription('Short');
    expect(screen.getByText('Write the body.')).toBeInTheDocument();
  });

  it("puts a server's message at the field it names (through an alias), focusing inside a wrapper", async () => {
    const user = userEvent.setup();
    render(<Form serverMessage="content: is too long" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveFocus();
    expect(screen.getByText('content: is too long')).toHaveAttribute('id', 't-body-error');
  });

  it('shows a message naming no field in a focused alert at the top', async () => {
    const user = userEvent.setup();
    render(<Form serverMessage="Too many requests, please try again later" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
  });

  it('reads a field name only at the start of a message, as a whole word', () => {
    expect(fieldNamedBy('title must be at most 200 characters', ['title'])).toBe('title');
    expect(fieldNamedBy('titles: wrong', ['title'])).toBeUndefined();
    expect(fieldNamedBy('The title is wrong', ['title'])).toBeUndefined();
  });
});

describe('focusField', () => {
  // Shaped as the rich-text editor is: its toolbar's buttons come before its text area.
  it("focuses an editor's text area, not the first button of its toolbar", () => {
    render(
      <div id="wrapper">
        <div>
          <button type="button">Bold</button>
        </div>
        <div contentEditable="true" aria-label="Content" />
      </div>,
    );
    focusField(document.getElementById('wrapper'));
    expect(screen.getByLabelText('Content')).toHaveFocus();
  });

  // While the editor is built but not yet filled, it is hidden and its stand-in takes focus.
  it('focuses the stand-in while the editor beside it is hidden', () => {
    render(
      <div id="wrapper">
        <div role="textbox" aria-label="Content (loading)" tabIndex={0} />
        <div className="hidden">
          <button type="button">Bold</button>
          <div contentEditable="true" aria-label="Content" />
        </div>
      </div>,
    );
    focusField(document.getElementById('wrapper'));
    expect(screen.getByRole('textbox', { name: 'Content (loading)' })).toHaveFocus();
  });
});
