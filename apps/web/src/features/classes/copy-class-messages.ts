import { defineMessages } from '@/lib/i18n/messages';

/** Copy class (Google Classroom's): the class page's button and its dialog. */
export const copyClassMessages = defineMessages({
  copyClass: { id: 'classes.copy.button', defaultMessage: 'Copy class', description: "Button on a class's page (its teachers, admins): opens the Copy class dialog; also the dialog's title" },
  text: {
    id: 'classes.copy.text',
    defaultMessage: "The new class gets this class's topics, materials, assignments, quizzes, questions and question bank. Students, their work, grades and comments are not copied, and due dates stay as they are.",
    description: 'The Copy class dialog: what a copy holds and what it leaves out',
  },
  nameLabel: { id: 'classes.copy.nameLabel', defaultMessage: 'Name of the new class', description: 'The Copy class dialog: label of the name field' },
  defaultName: { id: 'classes.copy.defaultName', defaultMessage: '{name} (copy)', description: "The Copy class dialog: the name field's first value; {name} is the class's name" },
  copy: { id: 'classes.copy.submit', defaultMessage: 'Copy', description: 'The Copy class dialog: the button that makes the copy' },
  copying: { id: 'classes.copy.copying', defaultMessage: 'Copying class', description: "Screen readers: the spinner's name while the class is copied" },
  copied: { id: 'classes.copy.copied', defaultMessage: 'Class copied.', description: 'Notice after copying; the new class is open' },
  copyFailed: { id: 'classes.copy.failed', defaultMessage: 'Failed to copy class. Please try again.', description: 'Notice when copying failed' },
});
