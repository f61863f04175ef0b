import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialTheme, nextTheme, resolveTheme } from '@/lib/theme/theme';

function stubOsDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('theme (spec section 4)', () => {
  it('cycles light, dark, system, then light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });

  it('starts from the stored value under lyceum-theme', () => {
    stubOsDark(true);
    localStorage.setItem('lyceum-theme', 'system');
    expect(initialTheme()).toBe('system');
    localStorage.setItem('lyceum-theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it("else follows the operating system's preference, ignoring junk", () => {
    stubOsDark(true);
    localStorage.setItem('lyceum-theme', 'purple');
    expect(initialTheme()).toBe('dark');
    stubOsDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('defaults to light when the preference cannot be read', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(initialTheme()).toBe('light');
  });

  it('resolves System from the operating system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
