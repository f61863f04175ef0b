/**
 * An item's points as a teacher types them: empty (back to the machine's), or 0 to the item's
 * points with at most two decimals (the server's rule). A comma is read as the decimal point.
 */
export function parseItemPoints(text: string, max: number): { ok: true; value: number | null } | { ok: false } {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(typed)) return { ok: false };
  const value = Number(typed);
  return value <= max ? { ok: true, value } : { ok: false };
}
