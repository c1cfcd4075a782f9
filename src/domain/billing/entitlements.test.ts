import { describe, expect, it } from 'vitest'
import {
  ADDON_STORAGE_BYTES,
  billingState,
  canWrite,
  DRIVER_STORAGE_BYTES,
  hasFeature,
  hasPrioritySupport,
  storageLimitBytes,
} from './entitlements.ts'

const created = new Date('2026-11-01T12:00:00Z')
const at = (iso: string) => new Date(iso)

describe('billingState', () => {
  it('gives a new account 14 days of trial, then asks to pay', () => {
    const base = { createdAt: created, covered: false, plan: null, hadSubscription: false }
    expect(billingState({ ...base, now: at('2026-11-15T11:59:59Z') })).toBe('trialing')
    expect(billingState({ ...base, now: at('2026-11-15T12:00:00Z') })).toBe('expired')
    expect(canWrite('expired')).toBe(false)
  })

  it('follows the subscription: live, past due, canceled; someone else’s plan covers', () => {
    const now = at('2027-01-01T00:00:00Z')
    const base = { now, createdAt: created, covered: false, hadSubscription: true }
    expect(billingState({ ...base, plan: { status: 'active' } })).toBe('active')
    expect(billingState({ ...base, plan: { status: 'past_due' } })).toBe('past_due')
    expect(billingState({ ...base, plan: null })).toBe('canceled')
    expect(billingState({ ...base, plan: null, covered: true })).toBe('covered')
    expect(canWrite('past_due')).toBe(false)
    expect(canWrite('covered')).toBe(true)
  })
})

describe('storageLimitBytes', () => {
  it('limits the Driver plan, adds the add-on, and leaves the others unlimited', () => {
    expect(storageLimitBytes('active', 'driver', false)).toBe(DRIVER_STORAGE_BYTES)
    expect(storageLimitBytes('active', 'driver', true)).toBe(DRIVER_STORAGE_BYTES + ADDON_STORAGE_BYTES)
    expect(storageLimitBytes('active', 'owner_operator', false)).toBeNull()
    expect(storageLimitBytes('trialing', null, false)).toBeNull()
    expect(storageLimitBytes('expired', null, false)).toBe(DRIVER_STORAGE_BYTES)
  })
})

describe('hasFeature', () => {
  it('gives each plan its advertised features and everything in the trial', () => {
    expect(hasFeature('active', 'driver', 'advanced')).toBe(false)
    expect(hasFeature('active', 'owner_operator', 'advanced')).toBe(true)
    expect(hasFeature('active', 'owner_operator', 'fleet')).toBe(false)
    expect(hasFeature('active', 'fleet_manager', 'fleet')).toBe(true)
    expect(hasFeature('trialing', null, 'fleet')).toBe(true)
    expect(hasFeature('covered', null, 'advanced')).toBe(true)
  })

  it('keeps the trial’s features on a plan bought before the trial ended, until it ends', () => {
    expect(hasFeature('active', 'driver', 'advanced', true)).toBe(true)
    expect(hasFeature('active', 'driver', 'fleet', true)).toBe(true)
    expect(storageLimitBytes('active', 'driver', false, true)).toBeNull()
    expect(storageLimitBytes('active', 'driver', false, false)).toBe(DRIVER_STORAGE_BYTES)
  })
})

describe('hasPrioritySupport', () => {
  it('comes with the Fleet Manager plan or the add-on, while live', () => {
    expect(hasPrioritySupport('active', 'fleet_manager', false)).toBe(true)
    expect(hasPrioritySupport('active', 'driver', true)).toBe(true)
    expect(hasPrioritySupport('active', 'owner_operator', false)).toBe(false)
    expect(hasPrioritySupport('past_due', 'fleet_manager', false)).toBe(false)
  })
})
