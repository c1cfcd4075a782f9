import { addDays } from './period.ts'

/** When service is due: past, within 30 days or 1,000 miles, later, or not set. */
export function serviceDue(
  truck: { nextServiceDate: string | null; nextServiceMiles: number | null; odometerMiles: number | null },
  today: string,
): 'overdue' | 'soon' | 'later' | 'unknown' {
  const byDate = truck.nextServiceDate
  const byMiles =
    truck.nextServiceMiles !== null && truck.odometerMiles !== null
      ? truck.nextServiceMiles - truck.odometerMiles
      : null
  if (byDate === null && byMiles === null) return 'unknown'
  if ((byDate !== null && byDate < today) || (byMiles !== null && byMiles < 0)) return 'overdue'
  if ((byDate !== null && byDate <= addDays(today, 30)) || (byMiles !== null && byMiles <= 1000))
    return 'soon'
  return 'later'
}
