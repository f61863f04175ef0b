// axe on every screen at desktop width (1280 px), light and dark, and on what opens for a moment.
import { checkScreensAt } from './support/a11y-checks';

checkScreensAt(1280);
