import Quill, { type Delta as QuillDelta } from 'quill';
import type BaseImage from 'quill/formats/image';
import type Uploader from 'quill/modules/uploader';
import type Syntax from 'quill/modules/syntax';
import type Toolbar from 'quill/modules/toolbar';
import { hljs } from '@/features/content/components/code-highlighter';
import 'quill/dist/quill.snow.css';
// highlight.js's token colours (components/code-highlight.css) are in the main stylesheet (main.ts).
import '@/features/content/components/rich-text-editor.css';
import {
  EDITOR_CODE_LANGUAGES,
  EDITOR_FORMATS,
  EDITOR_HISTORY,
  EDITOR_IMAGE_TYPES,
  EDITOR_SYNTAX_INTERVAL_MS,
  EDITOR_TOOLBAR,
  TOOLBAR_LABELS,
  pickerItemLabel,
  pickerItemText,
} from '@/features/content/lib/editor-config';
import type { Translate } from '@/lib/i18n/i18n-context';
import { editorMessages as e } from '@/features/content/editor-messages';

// Quill's formats and theme live in this module's chunk, its core and highlight.js in the two that
// lazy-rich-text-editor.tsx evaluates before it (all loaded lazily by the pages with an editor).

const QuillImage = Quill.import('formats/image') as typeof BaseImage;
// Quill's own Delta class (quill-delta is Quill's dependency, not ours).
const Delta = Quill.import('delta') as typeof QuillDelta;

/**
 * Every image carries an alt attribute (WCAG 1.1.1): the text given at upload, else empty, which
 * marks older images that never had one as decorative rather than leaving screen readers to read
 * out a data URL. Quill's own format drops an empty alt, so this one keeps it.
 */
class AccessibleImage extends QuillImage {
  static override create(value: string): HTMLElement {
    const node = super.create(value) as HTMLElement;
    node.setAttribute('alt', '');
    return node;
  }

  override format(name: string, value: string): void {
    if (name === 'alt') this.domNode.setAttribute('alt', value || '');
    else super.format(name, value);
  }
}
Quill.register(AccessibleImage, true);

/** An uploaded image is described by its file name ('force-diagram.png' -> 'force diagram'). */
export function altFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/[-_.]+/g, ' ').trim();
}

/** Quill's upload handler, plus the alt text: reads the files as data URLs and inserts them. */
function uploadImages(this: Uploader, range: { index: number; length: number }, files: File[]): void {
  const read = (file: File) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(file);
    });
  void Promise.all(files.map(read)).then((images) => {
    const update = images.reduce(
      (delta, image, i) => delta.insert({ image }, { alt: altFromFileName(files[i]!.name) }),
      new Delta().retain(range.index).delete(range.length),
    );
    this.quill.updateContents(update, 'user');
    this.quill.setSelection(range.index + images.length, 'silent');
  });
}

export interface QuillEditorOptions {
  placeholder: string;
  /** The reader's language: the toolbar's names are said in it. */
  t: Translate;
  readOnly: boolean;
  /** The id of the visible label; else `label` becomes the accessible name. */
  labelledBy?: string;
  label?: string;
}

/** Creates the snow-themed editor in `container` with the constants of spec section 9. */
export function createQuillEditor(container: HTMLElement, options: QuillEditorOptions): Quill {
  const quill = new Quill(container, {
    theme: 'snow',
    placeholder: options.placeholder,
    readOnly: options.readOnly,
    formats: EDITOR_FORMATS,
    modules: {
      toolbar: EDITOR_TOOLBAR,
      history: { ...EDITOR_HISTORY },
      syntax: { hljs, interval: EDITOR_SYNTAX_INTERVAL_MS, languages: [...EDITOR_CODE_LANGUAGES] },
      uploader: { mimetypes: [...EDITOR_IMAGE_TYPES], handler: uploadImages },
    },
  });
  labelEditor(quill, options);
  return quill;
}

/** Quill's toolbar and editable area come without accessible names; give them some. */
function labelEditor(quill: Quill, { labelledBy, label, readOnly, t }: QuillEditorOptions): void {
  const root = quill.root;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  if (labelledBy) root.setAttribute('aria-labelledby', labelledBy);
  else root.setAttribute('aria-label', label ?? t(e.editor));
  // The text's direction follows its first letters, not the page's: Arabic typed on an English page
  // reads right to left, English on an Arabic page left to right.
  root.setAttribute('dir', 'auto');
  if (readOnly) root.setAttribute('aria-readonly', 'true');

  const toolbar = (quill.getModule('toolbar') as Toolbar).container;
  if (toolbar) {
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', t(e.toolbar));
    toolbar.querySelectorAll('button').forEach((button) => {
      const format = [...button.classList].find((name) => name.startsWith('ql-'))?.slice(3) ?? '';
      const value = button.getAttribute('value');
      const name = TOOLBAR_LABELS[value ? `${format}:${value}` : format];
      if (name) button.setAttribute('aria-label', t(name));
    });
    toolbar.querySelectorAll('.ql-picker').forEach((picker) => {
      const format = [...picker.classList].find((name) => name !== 'ql-picker' && name.startsWith('ql-'))?.slice(3) ?? '';
      picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', TOOLBAR_LABELS[format] ? t(TOOLBAR_LABELS[format]) : format);
      picker.querySelectorAll('.ql-picker-item').forEach((item) => {
        const value = item.getAttribute('data-value') ?? '';
        item.setAttribute('aria-label', pickerItemLabel(format, value, t));
        // What the menu shows (snow's stylesheet writes it in English unless an item has a data-label;
        // the picker copies the chosen item's to its label).
        item.setAttribute('data-label', pickerItemText(format, value, t));
      });
      const chosen = picker.querySelector('.ql-picker-item.ql-selected') ?? picker.querySelector('.ql-picker-item:not([data-value])');
      const shown = chosen?.getAttribute('data-label');
      if (shown) picker.querySelector('.ql-picker-label')?.setAttribute('data-label', shown);
    });
  }
  // The link box's words, which snow's stylesheet writes in English: rich-text-editor.css reads them from these.
  const words = { visit: e.tooltipVisit, enter: e.tooltipEnter, edit: e.tooltipEdit, remove: e.tooltipRemove, save: e.tooltipSave };
  for (const [name, message] of Object.entries(words)) quill.container.style.setProperty(`--ql-text-${name}`, JSON.stringify(t(message)));
  // The link tooltip's URL field, and each code block's language menu (created per block).
  quill.container.querySelector('.ql-tooltip input')?.setAttribute('aria-label', t(e.linkUrl));
  quill.on(Quill.events.SCROLL_BLOT_MOUNT, () => {
    quill.root.querySelectorAll('select.ql-ui:not([aria-label])').forEach((select) => {
      select.setAttribute('aria-label', t(e.codeLanguage));
    });
  });
}

/** Colours the code blocks of content loaded into the editor now (the module only does so after typing). */
export function highlightCode(quill: Quill): void {
  (quill.getModule('syntax') as Syntax).highlight(null, true);
}
