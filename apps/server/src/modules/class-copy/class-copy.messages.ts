import { defineMessages } from '../../lib/i18n';

/** What a class copy says, in the caller's language. */
export const CLASS_COPY_MESSAGES = defineMessages({
  defaultName: {
    id: 'server.classCopy.defaultName',
    defaultMessage: '{name} (copy)',
    description: "The name of a copied class when the teacher gives none; {name} is the original class's name",
  },
  changed: {
    id: 'server.error.classCopy.changed',
    defaultMessage: 'The class changed while it was being copied. Try again.',
    description: 'API error: the class changed (a post, a file, a teacher) while it was being copied; nothing was copied',
  },
});
