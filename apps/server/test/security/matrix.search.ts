import { anySignedIn, type MatrixRow } from './matrix-types';
import { CLASS_SECRET, CLASSMATE_SECRET } from './scene';

/**
 * Search answers everyone signed in, each with what they may see: searching the class's own words
 * and a classmate's name, the matrix's leak check (leaks.ts) holds every caller's answer to what
 * that caller may see of the class, its members and their addresses.
 */
export const SEARCH_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/search',
    variant: "the class's words",
    call: async () => ({ url: `/api/search?q=${encodeURIComponent(CLASS_SECRET)}` }),
    expect: anySignedIn(200),
  },
  {
    route: 'GET /api/search',
    variant: "a classmate's name",
    call: async () => ({ url: `/api/search?q=${encodeURIComponent(CLASSMATE_SECRET)}` }),
    expect: anySignedIn(200),
  },
];
