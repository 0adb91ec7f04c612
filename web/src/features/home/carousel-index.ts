/** Index arithmetic of the hero slider (spec §4: "wraps in both directions"). */

/** `index` wrapped into 0..count-1 (−1 → last, count → 0). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
