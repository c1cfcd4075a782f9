/**
 * A tiny seeded pseudo-random source (mulberry32), so factories build the same rows from the same
 * seed: demo data is stable across restarts and a failing test can be replayed.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `{ fuel: 5, tolls: 1 }` gives fuel five times as often. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  /** A whole number of cents between two dollar amounts. */
  cents(minDollars: number, maxDollars: number): number
  /** A random (version 4 shaped) uuid drawn from this source. */
  uuid(): string
}

/** FNV-1a, so a readable string ('owner@demo…') can seed a source. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function seededRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return randomFrom(next)
}

/** Not reproducible: for builders called without a seed (unique ids across test runs). */
export function unseededRandom(): Random {
  return randomFrom(Math.random)
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))
const hex32 = (w: number) => `${HEX[w >>> 24]}${HEX[(w >>> 16) & 255]}${HEX[(w >>> 8) & 255]}${HEX[w & 255]}`

interface Cumulative {
  keys: string[]
  bounds: number[]
  total: number
}
const cumulativeCache = new WeakMap<object, Cumulative>()

/** Weight tables are reused for millions of picks: sum them once. */
function cumulative(weights: Readonly<Record<string, number>>): Cumulative {
  let table = cumulativeCache.get(weights)
  if (!table) {
    const keys = Object.keys(weights)
    let total = 0
    const bounds = keys.map((key) => {
      total += weights[key]!
      return total
    })
    table = { keys, bounds, total }
    cumulativeCache.set(weights, table)
  }
  return table
}

function randomFrom(next: () => number): Random {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const word = () => Math.floor(next() * 4294967296) >>> 0
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    weighted: (weights) => {
      const table = cumulative(weights)
      const roll = next() * table.total
      return (table.keys.find((_, i) => roll < table.bounds[i]!) ??
        table.keys[table.keys.length - 1]!) as keyof typeof weights
    },
    cents: (minDollars, maxDollars) => int(Math.round(minDollars * 100), Math.round(maxDollars * 100)),
    uuid: () => {
      const [a, b, c, d] = [word(), word(), word(), word()]
      // Version 4 and the RFC 4122 variant, like crypto.randomUUID().
      const version = HEX[((b >>> 8) & 0x0f) | 0x40]!
      const variant = HEX[((c >>> 24) & 0x3f) | 0x80]!
      return `${hex32(a)}-${HEX[b >>> 24]}${HEX[(b >>> 16) & 255]}-${version}${HEX[b & 255]}-${variant}${HEX[(c >>> 16) & 255]}-${HEX[(c >>> 8) & 255]}${HEX[c & 255]}${hex32(d)}`
    },
  }
}
