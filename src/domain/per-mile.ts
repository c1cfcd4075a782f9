/** Cents per mile from cents and tenths of a mile, rounded half up in integers; null without miles. */
export function perMileCents(cents: number, milesTenths: number): number | null {
  if (milesTenths === 0) return null
  return Math.floor((cents * 20 + milesTenths) / (2 * milesTenths))
}
