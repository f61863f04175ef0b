import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { quizItemSchema, type QuizItem } from '@lyceum/shared/quiz-items';
import { HttpError, type LocalizedText } from '../../lib/http-errors';
import { QTI_PACKAGE_LIMITS, QTI_PACKAGE_MSG, QTI_PACKAGE_REFUSAL, QtiPackageRefused, readQtiPackage, writeQtiPackage } from './qti-package';
import { qti3ItemXml } from './qti3-item-writer';
import { importTextIn, type ImportText } from './imported-item';

/** The reader's words as the preview answers them in English. */
const english = (texts: ImportText[]) => texts.map((text) => importTextIn('en', text));

const single = (id: string): QuizItem =>
  quizItemSchema.parse({ kind: 'single_choice', id, prompt: `<p>Question ${id}?</p>`, points: 1, choices: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' });

/** A zip of these entries, as a hand-made package would be. */
function zipOf(entries: [string, string | Buffer][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, contents] of entries) zip.addBuffer(Buffer.isBuffer(contents) ? contents : Buffer.from(contents), name);
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}
const manifest = (resources: string) => `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="m"><resources>${resources}</resources></manifest>`;

describe('QTI content packages', () => {
  it('a package Lyceum writes reads back as the same items, in order', async () => {
    const items = ['q1', 'q2', 'q3'].map((id) => ({ item: single(id), title: `Title ${id}` }));
    const read = await readQtiPackage(await writeQtiPackage(items, 'pkg-1'));
    expect(read.warnings).toEqual([]);
    expect(read.items.map((i) => [i.file, i.title, i.problems])).toEqual([
      ['items/q1.xml', 'Title q1', []],
      ['items/q2.xml', 'Title q2', []],
      ['items/q3.xml', 'Title q3', []],
    ]);
    expect(read.items.map((i) => quizItemSchema.parse(i.item))).toEqual(items.map((i) => i.item));
  });

  it('a manifest in one top folder, hrefs relative to it; other resource types named, not read', async () => {
    const zip = await zipOf([
      ['export/imsmanifest.xml', manifest('<resource identifier="i" type="imsqti_item_xmlv3p0" href="items/a.xml"/><resource identifier="t" type="imsqti_test_xmlv3p0" href="test.xml"/>')],
      ['export/items/a.xml', qti3ItemXml(single('a'), 'A')],
    ]);
    const read = await readQtiPackage(zip);
    expect(read.items.map((i) => i.item?.id)).toEqual(['a']);
    expect(english(read.warnings)).toEqual([QTI_PACKAGE_MSG.resourceSkipped('imsqti_test_xmlv3p0')]);
  });

  it('an href that leaves the package, is absolute or a URL is never read; the item says so', async () => {
    const zip = await zipOf([
      ['imsmanifest.xml', manifest(['../../etc/passwd', '/etc/passwd', 'file:///etc/passwd', 'http://127.0.0.1:9/x.xml'].map((href, i) => `<resource identifier="r${i}" type="imsqti_item_xmlv2p1" href="${href}"/>`).join(''))],
    ]);
    const read = await readQtiPackage(zip);
    expect(read.items.map((i) => english(i.problems))).toEqual(['../../etc/passwd', '/etc/passwd', 'file:///etc/passwd', 'http://127.0.0.1:9/x.xml'].map((href) => [QTI_PACKAGE_MSG.itemMissing(href)]));
  });

  it('refuses what is not a package: no manifest, a manifest with a DOCTYPE, no items, not a zip', async () => {
    const refusal = (zip: Buffer) => readQtiPackage(zip).then(() => null, (error: Error) => [error instanceof QtiPackageRefused, error.message]);
    expect(await refusal(await zipOf([['items/a.xml', qti3ItemXml(single('a'), 'A')]]))).toEqual([true, QTI_PACKAGE_MSG.manifestMissing]);
    expect(await refusal(await zipOf([['imsmanifest.xml', `<!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]>${manifest('')}`]]))).toEqual([
      true,
      QTI_PACKAGE_MSG.manifestUnreadable('the XML declares a DOCTYPE or entities, which Lyceum does not read'),
    ]);
    expect(await refusal(await zipOf([['imsmanifest.xml', manifest('')]]))).toEqual([true, QTI_PACKAGE_MSG.noItems]);
    expect(await refusal(Buffer.from('not a zip'))).toEqual([true, QTI_PACKAGE_MSG.notAZip]);
  });

  it('words every refusal, in English, as QTI_PACKAGE_MSG does', () => {
    const english = (text: LocalizedText) => new HttpError(400, text).message;
    const { tooManyEntries, entryTooLarge, totalTooLarge, entryDamaged, entryTwice, manifestUnreadable, notAZip, manifestMissing, noItems } = QTI_PACKAGE_REFUSAL;
    expect([tooManyEntries(5001, 5000), entryTooLarge('a.xml', 5242880), totalTooLarge(104857600), entryDamaged('a.xml'), entryTwice('a.xml'), manifestUnreadable('why')].map(english)).toEqual([
      QTI_PACKAGE_MSG.tooManyEntries(5001, 5000),
      QTI_PACKAGE_MSG.entryTooLarge('a.xml', 5242880),
      QTI_PACKAGE_MSG.totalTooLarge(104857600),
      QTI_PACKAGE_MSG.entryDamaged('a.xml'),
      QTI_PACKAGE_MSG.entryTwice('a.xml'),
      QTI_PACKAGE_MSG.manifestUnreadable('why'),
    ]);
    expect([notAZip, manifestMissing, noItems].map(english)).toEqual([QTI_PACKAGE_MSG.notAZip, QTI_PACKAGE_MSG.manifestMissing, QTI_PACKAGE_MSG.noItems]);
  });

  it('a zip bomb is refused as it inflates, past one entry’s limit', async () => {
    const bomb = Buffer.alloc(QTI_PACKAGE_LIMITS.maxEntryBytes + 1, 0x20);
    const zip = await zipOf([
      ['imsmanifest.xml', manifest('<resource identifier="i" type="imsqti_item_xmlv3p0" href="a.xml"/>')],
      ['a.xml', bomb],
    ]);
    expect(zip.length).toBeLessThan(100_000);
    await expect(readQtiPackage(zip)).rejects.toThrow(QTI_PACKAGE_MSG.entryTooLarge('a.xml', QTI_PACKAGE_LIMITS.maxEntryBytes));
  });
});
