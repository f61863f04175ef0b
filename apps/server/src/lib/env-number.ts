import { wholeNumberFromText } from '@lyceum/shared/common';

/** A whole number from an environment variable; config.ts puts the variable's name before the message. */
export const envWholeNumber = (min: number, max: number) => wholeNumberFromText(min, max, `must be a whole number from ${min} to ${max}`);
