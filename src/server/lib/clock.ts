/** "Now" comes from here so tests can fix or move time. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
