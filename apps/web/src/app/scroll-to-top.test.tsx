import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollToTopOnNavigate } from '@/app/scroll-to-top';

let navigate: NavigateFunction;
function Page() {
  useScrollToTopOnNavigate();
  navigate = useNavigate();
  return null;
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/dashboard/classes/c1']}>
      <Page />
    </MemoryRouter>,
  );
});
afterEach(() => scrollTo.mockRestore());

const go = (to: string) => act(async () => void navigate(to));
const back = () => act(async () => void navigate(-1));

describe('useScrollToTopOnNavigate', () => {
  it('leaves the first page where the browser put it, and opens each new page at its top', async () => {
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/dashboard/classes/c1/topics/t1/materials/m1');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await go('/dashboard');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('keeps the position for a tab of the same page, a #fragment, and going back', async () => {
    await go('/dashboard/classes/c1?tab=grades');
    await go('/dashboard/classes/c1/topics/t1/materials/m1#comments');
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/dashboard/classes/c1/topics/t1/materials/m2');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await back();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
