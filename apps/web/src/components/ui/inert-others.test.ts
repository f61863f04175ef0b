import { afterEach, describe, expect, it } from 'vitest';
import { inertOthers } from '@/components/ui/inert-others';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page of the app: its root with a toast outlet (a live region) inside, and portals beside it. */
function page() {
  document.body.innerHTML = `
    <div id="root"><nav><a href="/x">Classes</a></nav><main><button>Save</button></main><section aria-live="polite"><button>Close toast</button></section></div>
    <div id="menu-portal"><div id="wrapper"><div id="menu" role="menu"></div></div></div>
    <div id="dialog-portal"><div id="dialog" role="dialog"></div></div>
    <div id="own" inert></div>`;
  const $ = (id: string) => document.getElementById(id)!;
  return $;
}
const inert = (...elements: Element[]) => elements.map((element) => element.hasAttribute('inert'));

describe('inertOthers', () => {
  it('makes everything but the layer inert, the live regions left live, and undoes it', () => {
    const $ = page();
    const undo = inertOthers($('menu'));
    expect(inert($('root').querySelector('nav')!, $('root').querySelector('main')!, $('dialog-portal'))).toEqual([true, true, true]);
    expect(inert($('root'), $('root').querySelector('section')!, $('menu-portal'), $('wrapper'), $('menu'))).toEqual([false, false, false, false, false]);
    undo();
    expect(document.querySelectorAll('[inert]')).toHaveLength(1); // the element inert of its own accord
    expect($('own').hasAttribute('inert')).toBe(true);
  });

  it('keeps the page inert until the last of two layers closes', () => {
    const $ = page();
    const closeDialog = inertOthers($('dialog'));
    const closeMenu = inertOthers($('menu'));
    expect(inert($('dialog-portal'))).toEqual([true]);
    closeMenu();
    expect(inert($('root').querySelector('nav')!, $('dialog-portal'), $('menu-portal'))).toEqual([true, false, true]);
    closeDialog();
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
  });

  it('hides nothing for content not in the page (Radix renders some into a detached fragment first)', () => {
    page();
    inertOthers(document.createElement('div'));
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
  });
});
