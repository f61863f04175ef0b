/** The archive cannot be made or cannot go in: the message says why, for the person running the script. */
export class ArchiveRefused extends Error {}
