import { defineMessages } from '../../lib/i18n';

/**
 * Why a QTI content package cannot be read at all (a 400 on its upload), in the teacher's
 * language. English is QTI_PACKAGE_MSG's (qti-package.ts), held equal by qti-package.test.ts;
 * numbers arrive written. Keep zip, imsmanifest.xml and the resource types as they are.
 */
export const QTI_PACKAGE_REFUSALS = defineMessages({
  notAZip: { id: 'server.qtiPackage.notAZip', defaultMessage: 'The file is not a readable zip archive.', description: 'API error on uploading a QTI package' },
  tooManyEntries: { id: 'server.qtiPackage.tooManyEntries', defaultMessage: 'The package holds {count} entries; at most {max} are read.', description: 'API error on uploading a QTI package; numbers' },
  entryTooLarge: { id: 'server.qtiPackage.entryTooLarge', defaultMessage: '{name} expands past {max} bytes; the package was not read.', description: 'API error on uploading a QTI package; {name} a file in the zip' },
  totalTooLarge: { id: 'server.qtiPackage.totalTooLarge', defaultMessage: "The package's files expand past {max} bytes together; the package was not read.", description: 'API error on uploading a QTI package' },
  entryDamaged: {
    id: 'server.qtiPackage.entryDamaged',
    defaultMessage: '{name} is damaged (its bytes do not match the checksum the zip recorded); the package was not read.',
    description: 'API error on uploading a QTI package; {name} a file in the zip',
  },
  entryTwice: { id: 'server.qtiPackage.entryTwice', defaultMessage: '{name} is in the package twice; the package was not read.', description: 'API error on uploading a QTI package; {name} a file in the zip' },
  manifestMissing: { id: 'server.qtiPackage.manifestMissing', defaultMessage: 'The package has no imsmanifest.xml at its top.', description: 'API error on uploading a QTI package; keep imsmanifest.xml' },
  manifestUnreadable: { id: 'server.qtiPackage.manifestUnreadable', defaultMessage: 'imsmanifest.xml cannot be read: {why}', description: 'API error on uploading a QTI package; {why} is why (server.xml.*), lower case' },
  noItems: {
    id: 'server.qtiPackage.noItems',
    defaultMessage: 'The manifest lists no QTI items (resources of type imsqti_item_xmlv3p0, imsqti_item_xmlv2p1 or imsqti_item_xmlv2p2).',
    description: 'API error on uploading a QTI package; keep the resource types',
  },
});

/** What a QTI package's preview says about the package and an item it cannot find, in the teacher's language (English: QTI_PACKAGE_MSG's). */
export const QTI_PACKAGE_WARNINGS = defineMessages({
  unsafeNames: {
    id: 'server.qtiPackage.unsafeNames',
    defaultMessage: 'Entries with unsafe names were not read: {names}',
    description: 'Warning on a QTI package in an import preview; {names} lists file names in the zip, separated by commas',
  },
  itemMissing: {
    id: 'server.qtiPackage.itemMissing',
    defaultMessage: 'The manifest names {href}, which is not in the package (or not a safe name).',
    description: "Problem of an item in a QTI package's import preview; {href} is the file the manifest names",
  },
  resourceSkipped: { id: 'server.qtiPackage.resourceSkipped', defaultMessage: 'Resources of type {type} are not imported', description: 'Warning on a QTI package in an import preview; {type} is a resource type (imsqti_test_xmlv3p0)' },
});
