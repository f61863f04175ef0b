/** Every browser-storage key the client uses (spec section 3), in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  theme: 'lyceum-theme',
  /** The language last shown (lib/i18n/locale.ts): the next visit starts in it. */
  locale: 'lyceum-locale',
  rememberedEmail: 'rememberedEmail',
  /** Never written: older clients kept the password here; it is removed whenever found. */
  rememberedPassword: 'rememberedPassword',
} as const;
