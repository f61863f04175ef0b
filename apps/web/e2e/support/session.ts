import type { Page } from 'playwright-core';
import { ROLE_LABELS, type Role } from '@lyceum/shared/roles';
import { apiLogin, createUser } from './api';
import { openOriginWithoutApp } from './browser';
import { admin } from './env';

/** Signs in through the login form, the way a person does, and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Signs in without the form (fast): logs in through the API and stores the session the way the
 * client does, then opens `path`. Use this for every journey that is not about signing in.
 */
export async function signInWithSession(page: Page, email: string, password: string, path = '/dashboard'): Promise<void> {
  const response = await apiLogin(email, password);
  const user = { _id: response._id, name: response.name, email, role: response.role, avatar: null };
  await openOriginWithoutApp(page);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: response.token, user },
  );
  await page.goto(path);
}

export interface SignedInUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** A fresh user of the role (the first admin for 'admin'), signed in, on `path`. */
export async function signInAs(page: Page, role: Role, path = '/dashboard'): Promise<SignedInUser> {
  if (role === 'admin') {
    await signInWithSession(page, admin.email, admin.password, path);
    return { ...admin, role: 'admin' };
  }
  const user = await createUser(role);
  await signInWithSession(page, user.email, user.password, path);
  return user;
}

/**
 * The shell's user menu button, found the way a voice-control user finds it: by the name and role
 * it shows (WCAG 2.5.3, its accessible name holds its visible label).
 */
export function userMenuButton(page: Page, user: { name: string; role: Role }) {
  return page.getByRole('button', { name: `${user.name}, ${ROLE_LABELS[user.role]} — open user menu`, exact: true });
}
