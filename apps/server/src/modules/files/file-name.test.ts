import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName, withAgreeingExtension } from './file-name';

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..\\..\\boot.ini', '_.._boot.ini'],
    ['..', 'file'],
    ['', 'file'],
    [undefined, 'file'],
    ['  .hidden  ', 'hidden'],
    ['a\u0000b\u0007c.txt', 'abc.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2066evil\u2069.pdf', 'evil.pdf'],
    ['tab\tand\nnewline.txt', 'tabandnewline.txt'],
    ['a<b>c:d"e|f?g*h.txt', 'a_b_c_d_e_f_g_h.txt'],
    ['Übung 3 – Brüche.pdf', 'Übung 3 – Brüche.pdf'],
    ['名前.docx', '名前.docx'],
  ])('%j -> %j', (raw, shown) => {
    expect(safeFileName(raw)).toBe(shown);
  });

  it('cuts long names to 255 characters (code points), keeping the extension and whole emoji', () => {
    const name = safeFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('withAgreeingExtension', () => {
  it('adds the type\'s extension when the name has none of its own', () => {
    expect(withAgreeingExtension('photo.pdf', ['png'])).toBe('photo.pdf.png');
    expect(withAgreeingExtension('photo.JPEG', ['jpg', 'jpeg'])).toBe('photo.JPEG');
    expect(withAgreeingExtension('README', ['txt'])).toBe('README.txt');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('attachment', 'Brüche "1".pdf')).toBe(`attachment; filename="Br_che _1_.pdf"; filename*=UTF-8''Br%C3%BCche%20%221%22.pdf`);
    expect(contentDisposition('inline', "it's (a) test*.png")).toBe(`inline; filename="it's (a) test*.png"; filename*=UTF-8''it%27s%20%28a%29%20test%2A.png`);
  });
});
