/**
 * QTI content packages: a zip with an `imsmanifest.xml` (IMS Content Packaging 1.2, as QTI 3.0
 * profiles it) listing item files. Written with each item under `items/`; read through the shared
 * safe zip reader (bombs, traversal, CRC) in two passes: the manifest, then the item files it
 * names, so nothing else in the zip is inflated. Items are read by readQtiItem (3.0 and 2.x).
 */
import yazl from 'yazl';
import type { QuizItem } from '@lyceum/shared/quiz-items';
import { readZipFiles, type ZipLimits, type ZipMessages } from '../../lib/safe-zip';
import { localized, WordedError, type LocalizedText } from '../../lib/http-errors';
import type { WordsIn } from '../../lib/i18n';
import { parseXml } from '../../lib/safe-xml';
import { xmlReasonOf } from '../../lib/xml-refusal-text';
import type { ImportText } from './imported-item';
import { readQtiItem, type QtiItemRead } from './qti-item-reader';
import { QTI_PACKAGE_REFUSALS as R, QTI_PACKAGE_WARNINGS as W } from './qti-package.messages';
import { qti3ItemXml } from './qti3-item-writer';

const CP_NS = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
const CP_SCHEMA = `${CP_NS} https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd`;

/** A package of 1,000 items is a few MB; these leave room while a bomb is refused early. */
export const QTI_PACKAGE_LIMITS: ZipLimits = { maxEntries: 5_000, maxEntryBytes: 5 * 1024 * 1024, maxTotalBytes: 100 * 1024 * 1024 };

export const QTI_PACKAGE_MSG = {
  notAZip: 'The file is not a readable zip archive.',
  tooManyEntries: (count: number, max: number) => `The package holds ${count} entries; at most ${max} are read.`,
  entryTooLarge: (name: string, max: number) => `${name} expands past ${max} bytes; the package was not read.`,
  totalTooLarge: (max: number) => `The package's files expand past ${max} bytes together; the package was not read.`,
  entryDamaged: (name: string) => `${name} is damaged (its bytes do not match the checksum the zip recorded); the package was not read.`,
  entryTwice: (name: string) => `${name} is in the package twice; the package was not read.`,
  manifestMissing: 'The package has no imsmanifest.xml at its top.',
  manifestUnreadable: (why: string) => `imsmanifest.xml cannot be read: ${why}`,
  noItems: 'The manifest lists no QTI items (resources of type imsqti_item_xmlv3p0, imsqti_item_xmlv2p1 or imsqti_item_xmlv2p2).',
  itemMissing: (href: string) => `The manifest names ${href}, which is not in the package (or not a safe name).`,
  resourceSkipped: (type: string) => `Resources of type ${type} are not imported`,
} as const satisfies ZipMessages & Record<string, unknown>;

/** The package cannot be read at all; its text says why (a 400 in the teacher's language), its message in English. */
export class QtiPackageRefused extends WordedError {}

const written = (n: number) => String(n);

/** QTI_PACKAGE_MSG's refusals as catalogue texts: what a refused package's 400 answers with. */
export const QTI_PACKAGE_REFUSAL: ZipMessages<LocalizedText> & Record<'manifestMissing' | 'noItems', LocalizedText> & { manifestUnreadable: (why: string | WordsIn) => LocalizedText } = {
  notAZip: localized(R.notAZip),
  tooManyEntries: (count, max) => localized(R.tooManyEntries, { count: written(count), max: written(max) }),
  entryTooLarge: (name, max) => localized(R.entryTooLarge, { name, max: written(max) }),
  totalTooLarge: (max) => localized(R.totalTooLarge, { max: written(max) }),
  entryDamaged: (name) => localized(R.entryDamaged, { name }),
  entryTwice: (name) => localized(R.entryTwice, { name }),
  manifestMissing: localized(R.manifestMissing),
  manifestUnreadable: (why) => localized(R.manifestUnreadable, { why }),
  noItems: localized(R.noItems),
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The manifest of a package of these items, each at `items/<id>.xml`. */
export function qtiManifestXml(items: { item: QuizItem; title: string }[], identifier: string): string {
  const resources = items
    .map(({ item }) => `<resource identifier="${item.id}" type="imsqti_item_xmlv3p0" href="items/${item.id}.xml"><file href="items/${item.id}.xml"/></resource>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest xmlns="${CP_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${CP_SCHEMA}" identifier="${escapeXml(identifier)}">`,
    '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>',
    '<organizations/>',
    `<resources>${resources}</resources>`,
    '</manifest>',
  ].join('\n');
}

/** A QTI 3.0 content package of these items, as zip bytes. */
export function writeQtiPackage(items: { item: QuizItem; title: string }[], identifier: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(qtiManifestXml(items, identifier)), 'imsmanifest.xml');
  for (const { item, title } of items) zip.addBuffer(Buffer.from(qti3ItemXml(item, title)), `items/${item.id}.xml`);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.once('error', reject);
  });
}

const QTI_ITEM_TYPES = /^imsqti_item_xmlv(3p0|2p1|2p2)$/;

/** A path relative to a folder, normalised; null when it leaves it (`../`), is absolute or is a URL. */
function within(folder: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return null;
  const parts: string[] = [];
  for (const part of `${folder}${decodeURI(href)}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

export interface QtiPackageRead {
  /** Each item the manifest lists, in its order, with the file it came from. */
  items: (QtiItemRead & { file: string })[];
  /** What concerns the package, not one item (resources of other types, names never read). */
  warnings: ImportText[];
}

/** Reads a QTI content package (zip bytes); throws QtiPackageRefused when it cannot be read at all. */
export async function readQtiPackage(zip: Buffer): Promise<QtiPackageRead> {
  const common = { limits: QTI_PACKAGE_LIMITS, messages: QTI_PACKAGE_REFUSAL, refuse: (text: LocalizedText) => new QtiPackageRefused(text) };
  let manifestName = '';
  const first = await readZipFiles(zip, {
    ...common,
    choose: (names) => {
      const manifests = names.filter((name) => /^([^/]+\/)?imsmanifest\.xml$/.test(name)).sort((a, b) => a.length - b.length);
      if (!manifests[0]) throw new QtiPackageRefused(QTI_PACKAGE_REFUSAL.manifestMissing);
      manifestName = manifests[0];
      return [manifestName];
    },
  });
  const folder = manifestName.slice(0, -'imsmanifest.xml'.length);
  let manifest: Document;
  try {
    manifest = parseXml((first.files.get(manifestName) as Buffer).toString('utf8'));
  } catch (error) {
    throw new QtiPackageRefused(QTI_PACKAGE_REFUSAL.manifestUnreadable(xmlReasonOf(error)));
  }
  const warnings: ImportText[] = first.unsafeNames.length > 0 ? [localized(W.unsafeNames, { names: first.unsafeNames.slice(0, 5).join(', ') })] : [];
  const resources = Array.from(manifest.getElementsByTagName('*')).filter((element) => element.localName === 'resource');
  const skipped = new Set<string>();
  const wanted: { href: string; name: string | null }[] = [];
  for (const resource of resources) {
    const type = resource.getAttribute('type') ?? '';
    const href = resource.getAttribute('href') ?? '';
    if (!QTI_ITEM_TYPES.test(type)) {
      if (type) skipped.add(type);
      continue;
    }
    wanted.push({ href, name: within(folder, href) });
  }
  for (const type of skipped) warnings.push(localized(W.resourceSkipped, { type }));
  if (wanted.length === 0) throw new QtiPackageRefused(QTI_PACKAGE_REFUSAL.noItems);
  const names = new Set(wanted.flatMap(({ name }) => (name ? [name] : [])));
  const second = await readZipFiles(zip, { ...common, choose: (all) => all.filter((name) => names.has(name)) });
  const items = wanted.map(({ href, name }) => {
    const bytes = name ? second.files.get(name) : undefined;
    if (!bytes) return { identifier: '', title: '', item: null, problems: [localized(W.itemMissing, { href })], warnings: [], file: href };
    return { ...readQtiItem(bytes.toString('utf8')), file: href };
  });
  return { items, warnings };
}
