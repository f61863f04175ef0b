import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
