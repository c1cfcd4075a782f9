import { addDays } from '@/domain/period.ts'
import type { DeductionCategory } from '@/domain/settlements/settlement-math.ts'
import { type Lane, randomLane, TOLL_ROADS, TRUCK_STOPS } from './places.ts'
import type { Random } from './random.ts'
import type { LineOverride, SettlementOptions } from './settlement-types.ts'

/** Loads that follow on from each other: each starts where the last one ended. */
export function chainedLanes(random: Random, count: number, options: SettlementOptions): Lane[] {
  const lanes: Lane[] = []
  let from = options.startCity
  for (let i = 0; i < count; i++) {
    const lane = randomLane(random, { from, minMiles: 250, maxMiles: 1200 })
    lanes.push(lane)
    from = lane.destination
  }
  return lanes
}

/**
 * A week's pay sheet: an owner-operator's loads at $2.10–$3.20 a mile ($1,200–$4,500 each) with fuel,
 * tolls, insurance, trailer rent and escrow taken out; or a company driver's trips at 55–68¢ a mile
 * with tax withholdings.
 */
export function defaultLines(
  random: Random,
  style: SettlementOptions['style'],
  lanes: Lane[],
  periodStart: string,
) {
  const loads: LineOverride[] = lanes.map((lane, i) => {
    const perMile = style === 'owner_operator' ? random.int(210, 320) : random.int(55, 68)
    const raw = lane.miles * perMile
    const amountCents = style === 'owner_operator' ? Math.min(450_000, Math.max(120_000, raw)) : raw
    return {
      kind: 'load',
      description: `${lane.origin} to ${lane.destination}`,
      amountCents,
      loadNumber:
        style === 'owner_operator' ? `L-${random.int(10_000, 99_999)}` : `T${random.int(1000, 9999)}`,
      loadDate: addDays(periodStart, Math.min(6, i * 2 + random.int(0, 1))),
      origin: lane.origin,
      destination: lane.destination,
      miles: lane.miles,
    }
  })
  const gross = loads.reduce((sum, l) => sum + l.amountCents, 0)
  const deduction = (
    category: DeductionCategory,
    description: string,
    amountCents: number,
  ): LineOverride => ({
    kind: 'deduction',
    category,
    description,
    amountCents,
  })
  if (style === 'company_driver') {
    const lines = [
      ...loads,
      deduction('withholding', 'Federal Income Tax', Math.round(gross * (random.int(85, 110) / 1000))),
      deduction('withholding', 'Social Security Tax', Math.round(gross * 0.062)),
      deduction('withholding', 'Medicare Tax', Math.round(gross * 0.0145)),
      deduction('withholding', 'State Income Tax', Math.round(gross * 0.0323)),
    ]
    if (random.chance(0.08)) lines.push(deduction('advance', 'Cash advance', random.int(1, 3) * 10_000))
    return lines
  }
  const lines = [...loads]
  for (const lane of lanes) {
    lines.push(
      deduction(
        'fuel',
        `Fuel - ${random.pick(TRUCK_STOPS)} #${random.int(20, 980)}, ${lane.destination}`,
        random.cents(300, 900),
      ),
    )
  }
  for (let i = random.int(0, 2); i > 0; i--) {
    lines.push(deduction('tolls', `Toll - ${random.pick(TOLL_ROADS)}`, random.cents(8, 96)))
  }
  lines.push(
    deduction('insurance', 'Liability insurance', 28_500),
    deduction('insurance', 'Cargo insurance', 6200),
  )
  lines.push(
    deduction('equipment_rent', 'Trailer rental', 25_000),
    deduction('eld_communications', 'ELD / logbook', 1500),
  )
  lines.push(deduction('fees', 'PrePass', 1425))
  if (random.chance(0.5)) lines.push(deduction('escrow', 'Maintenance escrow', 10_000))
  if (random.chance(0.1)) lines.push(deduction('advance', 'Comchek advance', random.int(2, 5) * 10_000))
  if (random.chance(0.2)) {
    lines.push({ kind: 'reimbursement', description: 'Lumper fee', amountCents: random.cents(75, 250) })
  }
  return lines
}
