// axe on every screen at desktop width (1280 px) in the dark theme (the light one: a11y-arabic), and on what opens for a moment.
import { checkScreensAt } from './support/a11y-checks';

checkScreensAt(1280, 'dark');
