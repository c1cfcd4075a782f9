import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documents } from '@/server/db/schema/index.ts'
import { percentText, reportWindow } from '@/server/features/reports/admin/admin-report-range.ts'
import { adminAgent } from '../support/admin.ts'
import { type Agent, agent, registerUser } from '../support/agent.ts'
import { sharedTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let admin: Agent

beforeAll(async () => {
  server = await sharedTestServer()
  admin = await adminAgent(server)
})

const json = async (url: string) => {
  const res = await admin.get(url)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('admin reports', () => {
  it('counts sign-ups, logins and active users from the data', async () => {
    const before = await json('/api/admin/reports/user-activity?period=this-month')
    const c = agent(server.app)
    const { email, password } = await registerUser(c, { role: 'fleet_manager' })
    const again = agent(server.app)
    expect((await again.post('/api/auth/login', { email, password })).statusCode).toBe(200)
    expect((await again.post('/api/auth/login', { email, password })).statusCode).toBe(200)
    const after = await json('/api/admin/reports/user-activity?period=this-month')
    expect(after.signUps).toBe(before.signUps + 1)
    expect(after.logins).toBeGreaterThanOrEqual(before.logins + 2)
    expect(after.bucket).toBe('day')
    expect(after.series.length).toBeGreaterThanOrEqual(28)
    expect(after.series.reduce((sum: number, s: { signUps: number }) => sum + s.signUps, 0)).toBe(
      after.signUps,
    )
    expect(
      after.byRole.find((r: { role: string }) => r.role === 'fleet_manager').signUps,
    ).toBeGreaterThanOrEqual(1)
    const overview = await json('/api/admin/reports/overview?period=this-month')
    expect(overview.newUsers).toBe(after.signUps)
    expect(overview.activeUsers).toBe(after.activeUsers)
    // Revenue is a figure (the payments less refunds), never "not set up".
    expect(Number.isInteger(overview.revenueCents)).toBe(true)
    // Sign-ins do not crowd the dashboard's Recent Activity.
    const activity = (await json('/api/admin/activity')).items as { action: string }[]
    expect(activity.every((a) => a.action !== 'auth.sign_in')).toBe(true)
  })

  it('reports document outcomes, review rate and processing time', async () => {
    const c = agent(server.app)
    const { user } = await registerUser(c, { role: 'owner_operator' })
    const before = await json('/api/admin/reports/documents?period=this-year')
    const db = server.ctx.db
    const now = new Date()
    const row = (status: 'processed' | 'failed' | 'needs_review', seconds: number) => ({
      userId: user.id,
      kind: 'settlement' as const,
      fileName: `${status}.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: `${status}-${Math.random()}`,
      storageKey: `${user.id}/${Math.random()}`,
      status,
      createdAt: new Date(now.getTime() - seconds * 1000),
      processedAt: status === 'failed' ? null : now,
    })
    await db.insert(documents).values([row('processed', 4), row('needs_review', 6), row('failed', 1)])
    const after = await json('/api/admin/reports/documents?period=this-year')
    expect(after.uploads).toBe(before.uploads + 3)
    expect(after.processed).toBe(before.processed + 1)
    expect(after.needsReview).toBe(before.needsReview + 1)
    expect(after.failed).toBe(before.failed + 1)
    expect(after.bucket).toBe('month')
    await db.delete(documents).where(eq(documents.userId, user.id))
  })

  it('downloads each report as CSV and all of them as a zip, listed in Recent Reports', async () => {
    const csv = await admin.get('/api/admin/reports/user-activity/export.csv?period=this-week')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain('Sign-ups')
    const revenue = await admin.get('/api/admin/reports/revenue/export.csv?period=this-week')
    expect(revenue.body).toContain('Net revenue,')
    expect(revenue.body).not.toContain('not set up')
    const zip = await admin.get('/api/admin/reports/export-all.zip?period=last-month')
    expect(zip.statusCode).toBe(200)
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const recent = (await json('/api/admin/reports/recent')).items
    expect(recent[0]).toMatchObject({ report: 'all', period: 'last-month', name: 'All Reports — Last Month' })
    expect(recent[1]).toMatchObject({ report: 'revenue', period: 'this-week' })
    expect((await admin.get(recent[1].downloadUrl)).statusCode).toBe(200)
    expect((await admin.get('/api/admin/reports/nope/export.csv')).statusCode).toBe(404)
    // Another admin does not see this admin's downloads.
    const other = await adminAgent(server)
    expect((await other.get('/api/admin/reports/recent')).json().items).toEqual([])
  })

  it('buckets by day, week or month and rounds percentages in integers', () => {
    expect(reportWindow('today', '2026-11-24', 'UTC')).toMatchObject({
      from: '2026-11-24',
      to: '2026-11-24',
      bucket: 'day',
    })
    expect(reportWindow('this-quarter', '2026-11-24', 'UTC')).toMatchObject({
      from: '2026-10-01',
      bucket: 'week',
    })
    expect(reportWindow('this-year', '2026-11-24', 'UTC')).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
      bucket: 'month',
    })
    expect(percentText(1, 8)).toBe('12.5')
    expect(percentText(2, 3)).toBe('66.7')
    expect(percentText(0, 0)).toBe('0.0')
    expect(percentText(3, 3)).toBe('100.0')
  })
})
