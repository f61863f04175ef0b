import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * "Remember me" keeps the email only. The password is left to the browser's password manager
 * (autocomplete="current-password"): a school's shared computer must not hold it in plain text.
 */
export interface RememberedLogin {
  email: string;
  remember: boolean;
}

/** Reads what the form starts with, and removes any password an older client left behind. */
export function readRememberedLogin(storage: Storage = localStorage): RememberedLogin {
  storage.removeItem(STORAGE_KEYS.rememberedPassword);
  const email = storage.getItem(STORAGE_KEYS.rememberedEmail);
  return { email: email ?? '', remember: email !== null };
}

/** After a successful sign-in: keep the email when asked to, otherwise forget it. */
export function saveRememberedLogin(email: string, remember: boolean, storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.rememberedPassword);
  if (remember) storage.setItem(STORAGE_KEYS.rememberedEmail, email);
  else storage.removeItem(STORAGE_KEYS.rememberedEmail);
}
