import { describe, expect, it } from 'vitest';
import { withSemanticLists } from '@/lib/semantic-lists';

/** A list item as Quill 2 writes it: its type in data-list, a marker placeholder, an indent class. */
const quillItem = (type: string, text: string, indent = 0) =>
  `<li data-list="${type}"${indent ? ` class="ql-indent-${indent}"` : ''}><span class="ql-ui" contenteditable="false"></span>${text}</li>`;

describe('withSemanticLists', () => {
  it('turns a Quill bulleted list into a <ul> with plain items', () => {
    const html = `<p>Bring:</p><ol>${quillItem('bullet', 'Goggles')}${quillItem('bullet', 'Gloves')}</ol>`;
    expect(withSemanticLists(html)).toBe('<p>Bring:</p><ul><li>Goggles</li><li>Gloves</li></ul>');
  });

  it('keeps numbered lists as <ol> and nests an indented item in the one before it', () => {
    const html = `<ol>${quillItem('ordered', 'Inertia')}${quillItem('ordered', 'F = m·a')}${quillItem('bullet', 'in newtons', 1)}${quillItem('ordered', 'Action and reaction')}</ol>`;
    expect(withSemanticLists(html)).toBe(
      '<ol><li>Inertia</li><li>F = m·a<ul><li>in newtons</li></ul></li><li>Action and reaction</li></ol>',
    );
  });

  it('starts a new list where bullets and numbers meet at one level', () => {
    const html = `<ol>${quillItem('bullet', 'a')}${quillItem('ordered', 'b')}${quillItem('ordered', 'c')}${quillItem('bullet', 'd')}</ol>`;
    expect(withSemanticLists(html)).toBe('<ul><li>a</li></ul><ol><li>b</li><li>c</li></ol><ul><li>d</li></ul>');
  });

  it('holds an item indented twice in an empty item, and closes deeper lists on the way back', () => {
    const html = `<ol>${quillItem('bullet', 'top')}${quillItem('bullet', 'deep', 2)}${quillItem('bullet', 'back')}</ol>`;
    expect(withSemanticLists(html)).toBe('<ul><li>top<ul><li><ul><li>deep</li></ul></li></ul></li><li>back</li></ul>');
  });

  it('keeps check lists drawn by their markers, in a <ul>, and other classes of an item', () => {
    const html = `<ol>${quillItem('checked', 'done')}<li data-list="unchecked" class="ql-align-center ql-indent-1"><span class="ql-ui" contenteditable="false"></span>todo</li></ol>`;
    expect(withSemanticLists(html)).toBe(
      '<ul><li data-list="checked"><span class="ql-ui" contenteditable="false"></span>done' +
        '<ul><li data-list="unchecked" class="ql-align-center"><span class="ql-ui" contenteditable="false"></span>todo</li></ul></li></ul>',
    );
  });

  it('leaves semantic lists and text without lists as they are, and converts only once', () => {
    const semantic = '<ul><li>One<ol><li>Two</li></ol></li></ul><p>data-list is just words here</p>';
    expect(withSemanticLists(semantic)).toBe(semantic);
    const once = withSemanticLists(`<ol>${quillItem('bullet', 'x')}${quillItem('ordered', 'y', 1)}</ol>`);
    expect(withSemanticLists(once)).toBe(once);
  });
});
