/** Query keys of the bell; invalidating `all` refreshes the count, the list and the choices. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationsKeys.all, 'unread'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  preferences: () => [...notificationsKeys.all, 'preferences'] as const,
};
