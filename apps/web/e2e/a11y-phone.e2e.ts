// axe on every screen at phone width (375 px), light and dark.
import { checkScreensAt } from './support/a11y-checks';

checkScreensAt(375);
