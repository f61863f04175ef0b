import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: a page left open past midnight or past a
 * deadline shows 'Due today' turning into 'Overdue' without a reload.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
