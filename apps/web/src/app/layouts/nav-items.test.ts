import { describe, expect, it } from 'vitest';
import { navItemsFor } from '@/app/layouts/nav-items';

describe('navItemsFor', () => {
  it('gives Import and Sign-in (with Users and Register User) to admins only', () => {
    expect(navItemsFor('admin').map((item) => item.label.defaultMessage)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials', 'Users', 'Register User', 'Import', 'Sign-in']);
    for (const role of ['teacher', 'student'] as const) {
      expect(navItemsFor(role).map((item) => item.label.defaultMessage)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials']);
    }
  });
});
