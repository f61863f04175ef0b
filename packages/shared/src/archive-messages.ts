/** What the whole-school export (GET /api/export) answers besides the zip; the server and the tests read it from here. */
export const ARCHIVE_MSG = {
  exportRunning: 'An export of the school is already running; try again when it has finished',
};
