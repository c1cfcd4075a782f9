import type { Random } from './random.ts'

/** Freight hubs with their coordinates, so a lane's miles look like a real trip's. */
const CITIES: readonly [string, number, number][] = [
  ['Chicago, IL', 41.88, -87.63],
  ['Joliet, IL', 41.53, -88.08],
  ['Indianapolis, IN', 39.77, -86.16],
  ['Fort Wayne, IN', 41.08, -85.14],
  ['Columbus, OH', 39.96, -83.0],
  ['Cincinnati, OH', 39.1, -84.51],
  ['Toledo, OH', 41.65, -83.54],
  ['Detroit, MI', 42.33, -83.05],
  ['Grand Rapids, MI', 42.96, -85.67],
  ['Milwaukee, WI', 43.04, -87.91],
  ['Minneapolis, MN', 44.98, -93.27],
  ['Des Moines, IA', 41.59, -93.62],
  ['Omaha, NE', 41.26, -95.93],
  ['Kansas City, MO', 39.1, -94.58],
  ['St. Louis, MO', 38.63, -90.2],
  ['Louisville, KY', 38.25, -85.76],
  ['Lexington, KY', 38.04, -84.5],
  ['Nashville, TN', 36.16, -86.78],
  ['Memphis, TN', 35.15, -90.05],
  ['Knoxville, TN', 35.96, -83.92],
  ['Atlanta, GA', 33.75, -84.39],
  ['Savannah, GA', 32.08, -81.09],
  ['Charlotte, NC', 35.23, -80.84],
  ['Greensboro, NC', 36.07, -79.79],
  ['Richmond, VA', 37.54, -77.44],
  ['Harrisburg, PA', 40.27, -76.88],
  ['Allentown, PA', 40.6, -75.47],
  ['Pittsburgh, PA', 40.44, -79.99],
  ['Newark, NJ', 40.74, -74.17],
  ['Baltimore, MD', 39.29, -76.61],
  ['Jacksonville, FL', 30.33, -81.66],
  ['Orlando, FL', 28.54, -81.38],
  ['Lakeland, FL', 28.04, -81.95],
  ['Birmingham, AL', 33.52, -86.8],
  ['Jackson, MS', 32.3, -90.18],
  ['New Orleans, LA', 29.95, -90.07],
  ['Little Rock, AR', 34.75, -92.29],
  ['Dallas, TX', 32.78, -96.8],
  ['Fort Worth, TX', 32.76, -97.33],
  ['Houston, TX', 29.76, -95.37],
  ['San Antonio, TX', 29.42, -98.49],
  ['Laredo, TX', 27.53, -99.48],
  ['El Paso, TX', 31.76, -106.49],
  ['Oklahoma City, OK', 35.47, -97.52],
  ['Amarillo, TX', 35.22, -101.83],
  ['Denver, CO', 39.74, -104.99],
  ['Albuquerque, NM', 35.08, -106.65],
  ['Phoenix, AZ', 33.45, -112.07],
  ['Salt Lake City, UT', 40.76, -111.89],
  ['Las Vegas, NV', 36.17, -115.14],
  ['Ontario, CA', 34.06, -117.65],
  ['Stockton, CA', 37.96, -121.29],
  ['Reno, NV', 39.53, -119.81],
  ['Boise, ID', 43.62, -116.2],
  ['Portland, OR', 45.52, -122.68],
  ['Seattle, WA', 47.61, -122.33],
]

export const CITY_NAMES = CITIES.map(([name]) => name)

const STATES = [...new Set(CITY_NAMES.map((c) => c.slice(-2)))]
export function randomState(random: Random) {
  return random.pick(STATES)
}

/** Road miles are about 1.2 × the great-circle distance. */
function roadMiles(a: readonly [string, number, number], b: readonly [string, number, number]) {
  const rad = Math.PI / 180
  const dLat = (b[1] - a[1]) * rad
  const dLon = (b[2] - a[2]) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2
  return 1.2 * 3959 * 2 * Math.asin(Math.sqrt(h))
}

const destinationCache = new Map<string, (typeof CITIES)[number][]>()

function destinations(start: (typeof CITIES)[number], minMiles: number, maxMiles: number) {
  const key = `${start[0]}|${minMiles}|${maxMiles}`
  let found = destinationCache.get(key)
  if (!found) {
    found = CITIES.filter((c) => {
      const miles = roadMiles(start, c)
      return c !== start && miles >= minMiles && miles <= maxMiles
    })
    destinationCache.set(key, found)
  }
  return found
}

export interface Lane {
  origin: string
  destination: string
  /** Whole miles, as pay sheets print them. */
  miles: number
}

/** A trip between two different hubs, within the given length (in miles). */
export function randomLane(
  random: Random,
  options: { minMiles?: number; maxMiles?: number; from?: string } = {},
): Lane {
  const { minMiles = 180, maxMiles = 1400 } = options
  const start = CITIES.find(([name]) => name === options.from) ?? random.pick(CITIES)
  const candidates = destinations(start, minMiles, maxMiles)
  const end = candidates.length ? random.pick(candidates) : random.pick(CITIES.filter((c) => c !== start))
  return { origin: start[0], destination: end[0], miles: Math.max(1, Math.round(roadMiles(start, end))) }
}

export const CARRIERS = [
  'Brightwater Freight LLC',
  'Northgate Transport Inc.',
  'Prairie Wind Logistics',
  'Copper Hollow Dispatch',
  'Silverline Carriers',
  'Redstone Freight Brokers',
  'Lakeshore Logistics LLC',
  'Blue Ridge Transport Group',
]

export const TRUCK_STOPS = [
  'Pilot Travel Center',
  "Love's Travel Stop",
  'TA Travel Center',
  'Petro Stopping Center',
  'Flying J Travel Plaza',
  'Crossroads Travel Plaza',
  'Sapp Bros.',
  'Kwik Trip',
]

export const TOLL_ROADS = [
  'Pennsylvania Turnpike',
  'Ohio Turnpike',
  'Indiana Toll Road',
  'Illinois Tollway',
  'New Jersey Turnpike',
  'Kansas Turnpike',
  "Florida's Turnpike",
  'Oklahoma Turnpike',
  'E-ZPass replenishment',
]
