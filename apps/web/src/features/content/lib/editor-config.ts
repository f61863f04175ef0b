import type { Translate } from '@/lib/i18n/i18n-context';
import type { MessageDescriptor } from '@/lib/i18n/messages';
import { editorMessages as e } from '@/features/content/editor-messages';

/**
 * The rich-text editor's constants (spec section 9), as plain data so they can be read and
 * tested without loading Quill. quill-setup.ts turns them into Quill 2 options.
 */
export const EDITOR_MIN_HEIGHT_PX = 200;
export const EDITOR_PLACEHOLDER = e.placeholder;

/** Undo merges changes made within 1000 ms; 100 undo steps. */
export const EDITOR_HISTORY = { delay: 1000, maxStack: 100, userOnly: true } as const;

/** Code-block languages in the spec's order; keys are highlight.js names (Quill's defaults). */
export const EDITOR_CODE_LANGUAGES = [
  { key: 'plain', label: 'Plain' },
  { key: 'bash', label: 'Bash' },
  { key: 'cpp', label: 'C++' },
  { key: 'cs', label: 'C#' },
  { key: 'css', label: 'CSS' },
  { key: 'diff', label: 'Diff' },
  { key: 'xml', label: 'HTML/XML' },
  { key: 'java', label: 'Java' },
  { key: 'javascript', label: 'JavaScript' },
  { key: 'markdown', label: 'Markdown' },
  { key: 'php', label: 'PHP' },
  { key: 'python', label: 'Python' },
  { key: 'ruby', label: 'Ruby' },
  { key: 'sql', label: 'SQL' },
] as const;

/** Re-highlight code blocks at most once a second while typing. */
export const EDITOR_SYNTAX_INTERVAL_MS = 1000;

/** Images may be uploaded (inlined as data URLs) only as PNG or JPEG. */
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Quill's indent format accepts levels 1-8 (ql-indent-N), which the shared sanitiser allows. */
export const EDITOR_INDENT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const EDITOR_FONT_SIZES = ['small', 'large', 'huge'] as const;
export const EDITOR_HEADER_LEVELS = [1, 2, 3] as const;

export const EDITOR_TOOLBAR = [
  [{ header: [...EDITOR_HEADER_LEVELS, false] }],
  // `false` is the normal size, shown between small and large.
  [{ size: [EDITOR_FONT_SIZES[0], false, EDITOR_FONT_SIZES[1], EDITOR_FONT_SIZES[2]] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'code-block'],
  ['clean'],
];

/**
 * Formats the editor keeps (pasted content is reduced to these). 'code-token' is the syntax
 * module's highlighting (without it no token is ever coloured); 'video' is not on the toolbar but
 * is kept so editing a material with an embedded video does not drop it.
 */
export const EDITOR_FORMATS = [
  'header', 'size', 'bold', 'italic', 'underline', 'strike', 'list', 'indent',
  'link', 'image', 'code-block', 'code-token', 'video',
];

/** Accessible names for the toolbar's controls (Quill renders unlabeled icon buttons). */
export const TOOLBAR_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  bold: e.bold,
  italic: e.italic,
  underline: e.underline,
  strike: e.strike,
  'list:ordered': e.orderedList,
  'list:bullet': e.bulletList,
  'indent:-1': e.outdent,
  'indent:+1': e.indent,
  link: e.link,
  image: e.image,
  'code-block': e.codeBlock,
  clean: e.clean,
  header: e.header,
  size: e.size,
};

const SIZE_LABELS: Readonly<Record<string, MessageDescriptor>> = { small: e.sizeSmall, large: e.sizeLarge, huge: e.sizeHuge };

/** What a picker option shows: 'Heading 1', 'Small'; 'Normal' for Quill's "normal" (''). */
export function pickerItemText(format: string, value: string, t: Translate): string {
  if (!value) return t(e.pickerNormal);
  if (format === 'header') return t(e.headingLevel, { level: value });
  const size = SIZE_LABELS[value];
  return size ? t(size) : value;
}

/** Names of the picker options: heading levels and font sizes ('' is Quill's "normal"). */
export function pickerItemLabel(format: string, value: string, t: Translate): string {
  if (format === 'header') return value ? t(e.headingLevel, { level: value }) : t(e.normalText);
  if (format === 'size') {
    const size = SIZE_LABELS[value];
    return size ? t(size) : t(e.normalSize);
  }
  return value;
}
