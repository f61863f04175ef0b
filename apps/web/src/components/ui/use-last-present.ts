import { useState } from 'react';

/**
 * `value`, or while it is null the last value that was not: for a dialog opened for an item
 * (`open={item !== null}`). Closing clears the item at once, but the dialog stays on screen for
 * its fade-out; reading the item through this keeps its name there until the dialog is gone,
 * instead of empty quotes or a blank box.
 */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // State adjusted during render (React's pattern for remembering a previous prop): no extra paint.
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
