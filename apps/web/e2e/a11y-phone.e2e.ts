// axe on every screen at phone width (375 px) in the light theme (the dark one: a11y-arabic).
import { checkScreensAt } from './support/a11y-checks';

checkScreensAt(375, 'light');
