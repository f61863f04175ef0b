const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count as people read it: "900 B", "12 KB", "1.5 MB". Binary multiples, as the server's
 * upload limit counts them (25 MB = 25 × 1024 × 1024 bytes), so a file shown as "25 MB" fits it.
 * One decimal below 10 units, none above.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // 1023.96 KB rounds up to the next unit rather than showing "1024 KB".
  if (Math.round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${text} ${UNITS[unit]}`;
}
