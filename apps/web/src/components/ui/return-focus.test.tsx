import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { focusNeighbours, keepFocusNear } from '@/components/ui/return-focus';

function Rows({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <main tabIndex={-1}>
      <button type="button">Before</button>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <td>{row}</td>
              <td>
                <ul aria-label="Actions">
                  <li>
                    <button type="button">Edit {row}</button>
                  </li>
                  <li>
                    <button
                      type="button"
                      onClick={(event) => {
                        keepFocusNear(event.currentTarget);
                        setTimeout(() => setRows((current) => current.filter((r) => r !== row)));
                      }}
                    >
                      Delete {row}
                    </button>
                  </li>
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button">After</button>
    </main>
  );
}


describe('focusNeighbours', () => {
  it("ranks the next row's same control, the previous row's, then what follows and precedes the row, then <main>", () => {
    render(<Rows initial={['a', 'b', 'c']} />);
    const names = focusNeighbours(screen.getByRole('button', { name: 'Delete b' })).map((el) => (el.tagName === 'MAIN' ? 'MAIN' : el.textContent));
    expect(names).toEqual(['Delete c', 'Delete a', 'Edit c', 'Delete a', 'MAIN']);
  });
});

describe('keepFocusNear', () => {
  it('moves focus to the next row once the focused control has left with its row', async () => {
    render(<Rows initial={['a', 'b', 'c']} />);
    const remove = screen.getByRole('button', { name: 'Delete b' });
    remove.focus();
    remove.click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete c' })).toHaveFocus());
    expect(remove.isConnected).toBe(false);
  });

  it('after the last row goes, focus goes to what follows the list', async () => {
    render(<Rows initial={['a']} />);
    const remove = screen.getByRole('button', { name: 'Delete a' });
    remove.focus();
    remove.click();
    await waitFor(() => expect(screen.getByRole('button', { name: 'After' })).toHaveFocus());
  });
});

/** Rows whose Delete opens a confirmation; confirming closes it at once and removes the row only later (its list read again). */
function ConfirmedRows({ initial, removeAfterMs }: { initial: string[]; removeAfterMs: number }) {
  const [rows, setRows] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  return (
    <main tabIndex={-1}>
      <ul>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => setPending(row)}>
              Delete {row}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title="Delete this row?"
        description="It cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting"
        pending={false}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const row = pending;
          setPending(null);
          setTimeout(() => setRows((current) => current.filter((r) => r !== row)), removeAfterMs);
        }}
      />
    </main>
  );
}

describe('useReturnFocus', () => {
  it('a row deleted only after its confirmation closed: focus goes from its Delete, back for a moment, to the next row', async () => {
    const user = userEvent.setup();
    render(<ConfirmedRows initial={['a', 'b', 'c']} removeAfterMs={400} />);
    await user.click(screen.getByRole('button', { name: 'Delete b' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete b' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete c' })).toHaveFocus());
  });
});

describe('keepFocusNear and a layer opened meanwhile', () => {
  it('leaves focus alone once another dialog is open (moving it out would close that dialog)', async () => {
    render(<Rows initial={['a', 'b', 'c']} />);
    const remove = screen.getByRole('button', { name: 'Delete b' });
    remove.focus();
    keepFocusNear(remove);
    // A menu sheet opens before the row leaves, focus not yet moved into it.
    const sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('data-state', 'open');
    document.body.append(sheet);
    remove.closest('tr')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Delete c' })).not.toHaveFocus();
    sheet.remove();
  });
});
