import { defineMessages } from '../../lib/i18n';

/**
 * The error messages of uploads, attachments and downloads, answered in the caller's language.
 * Keys and English are FILE_MSG's (packages/shared/src/messages.ts), held equal by
 * lib/api-errors.messages.test.ts.
 */
export const FILE_ERRORS = defineMessages({
  notFound: { id: 'server.error.file.notFound', defaultMessage: 'File not found', description: 'API error: the file does not exist or is not visible' },
  tooLarge: { id: 'server.error.file.tooLarge', defaultMessage: 'The file is larger than the upload limit of {limitMb} MB', description: 'API error on an upload; {limitMb} is the limit in megabytes, a number' },
  typeNotAllowed: { id: 'server.error.file.typeNotAllowed', defaultMessage: 'This kind of file cannot be uploaded. Allowed: {allowed}.', description: 'API error on an upload; {allowed} is the list of allowed kinds, already in the language (server.file.kind.*)' },
  activeContent: {
    id: 'server.error.file.activeContent',
    defaultMessage: 'This kind of file cannot be uploaded: it contains web page code (HTML, SVG, XML or a script), which is refused even in a text file, a picture or a PDF; to share code, put it in a zip. Allowed: {allowed}.',
    description: 'API error on an upload of a file that holds web page code; {allowed} is the list of allowed kinds, already in the language (server.file.kind.*)',
  },
  empty: { id: 'server.error.file.empty', defaultMessage: 'The file is empty', description: 'API error on an upload of an empty file' },
  noFile: { id: 'server.error.file.noFile', defaultMessage: 'Send the file as multipart/form-data in a field named "file"', description: 'API error for programs calling the API; keep "multipart/form-data" and "file"' },
  onePerUpload: { id: 'server.error.file.onePerUpload', defaultMessage: 'Send one file per upload, in a field named "file", with no other parts', description: 'API error for programs calling the API; keep "file"' },
  incomplete: { id: 'server.error.file.incomplete', defaultMessage: 'The upload ended before the whole file arrived', description: 'API error: the connection broke during an upload' },
  storageFull: {
    id: 'server.error.file.storageFull',
    defaultMessage: "The school's file storage is full (quota {quotaGb} GB): delete files that are no longer needed, or ask an administrator to raise STORAGE_QUOTA_GB",
    description: 'API error on an upload when the school\'s storage is full; {quotaGb} is the quota in gigabytes; keep STORAGE_QUOTA_GB (a setting\'s name)',
  },
  attached: { id: 'server.error.file.attached', defaultMessage: 'The file is attached to a material or an assignment: remove it there', description: 'API error: deleting an upload that a post still uses' },
  badLink: { id: 'server.error.file.badLink', defaultMessage: 'The download link is invalid or has expired', description: 'API error: a download link that is wrong or too old' },
  badRange: { id: 'server.error.file.badRange', defaultMessage: 'The requested range is not satisfiable', description: 'API error for programs downloading part of a file' },
  notAnUpload: { id: 'server.error.file.notAnUpload', defaultMessage: "attachments.{index}: no such file among this class's uploads", description: 'API error on saving a post; "attachments.{index}" is the field\'s name and position, keep it first' },
  attachedElsewhere: { id: 'server.error.file.attachedElsewhere', defaultMessage: 'attachments.{index}: the file is attached to another material or assignment', description: 'API error on saving a post; "attachments.{index}" is the field\'s name and position, keep it first' },
  listedTwice: { id: 'server.error.file.listedTwice', defaultMessage: 'attachments.{index}: the file is listed twice', description: 'API error on saving a post; "attachments.{index}" is the field\'s name and position, keep it first' },
});
