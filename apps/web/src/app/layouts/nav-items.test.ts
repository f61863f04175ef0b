import { describe, expect, it } from 'vitest';
import { navItemsFor } from '@/app/layouts/nav-items';

describe('navItemsFor', () => {
  it('gives Import and Sign-in (with Users and Register User) to admins only, the Question bank to teachers', () => {
    expect(navItemsFor('admin').map((item) => item.label.defaultMessage)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials', 'Users', 'Register User', 'Import', 'Sign-in']);
    expect(navItemsFor('student').map((item) => item.label.defaultMessage)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials']);
    expect(navItemsFor('teacher').map((item) => item.label.defaultMessage)).toEqual(['Dashboard', 'Classes', 'Assignments', 'Materials', 'Question bank']);
  });
});
