import { describe, expect, it } from 'vitest';
import { navItemsFor } from '@/app/layouts/nav-items';

describe('navItemsFor', () => {
  it('gives Import (with Users and Register User) to admins only', () => {
    expect(navItemsFor('admin').map((item) => item.label)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials', 'Users', 'Register User', 'Import']);
    for (const role of ['teacher', 'student'] as const) {
      expect(navItemsFor(role).map((item) => item.label)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials']);
    }
  });
});
