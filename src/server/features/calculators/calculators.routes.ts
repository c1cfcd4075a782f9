import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZDueDates,
  ZDueDatesQuery,
  ZForm2290,
  ZForm2290Input,
  ZIfta,
  ZIftaInput,
  ZPerDiem,
  ZPerDiemInput,
  ZSelfEmploymentTax,
  ZSelfEmploymentTaxInput,
  ZStandardMileage,
  ZStandardMileageInput,
} from '@/contracts/calculators.ts'
import { estimatedTaxDueDates } from '@/domain/tax/estimated-tax.ts'
import { form2290Vehicle, form2290Vehicles } from '@/domain/tax/form-2290.ts'
import { iftaReturn } from '@/domain/tax/ifta.ts'
import { perDiem } from '@/domain/tax/per-diem.ts'
import { selfEmploymentTax } from '@/domain/tax/self-employment-tax.ts'
import { standardMileage } from '@/domain/tax/standard-mileage.ts'
import { TaxInputError } from '@/domain/tax/tax-input-error.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'

/** A calculator's refusal (a figure the tables lack) is the caller's to fix: 400 with its reason. */
function answer<T>(calculate: () => T): T {
  try {
    return calculate()
  } catch (error) {
    if (error instanceof TaxInputError) throw new AppError('BAD_REQUEST', error.message)
    throw error
  }
}

/**
 * /api/calculators: the tax calculators of the Tax tools page (pure functions in src/domain/tax),
 * for any signed-in user. Each rate may be given; otherwise it comes from the year's table.
 */
export function calculatorsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'read', paywall: { feature: 'advanced' } })

    app.post(
      '/self-employment-tax',
      {
        schema: {
          summary: 'Self-employment tax (Schedule SE, Part I)',
          body: ZSelfEmploymentTaxInput,
          response: { 200: ZSelfEmploymentTax },
        },
      },
      (req) => answer(() => selfEmploymentTax(req.body)),
    )

    app.post(
      '/per-diem',
      {
        schema: {
          summary: 'Per diem for meals and incidentals (transportation industry rate)',
          body: ZPerDiemInput,
          response: { 200: ZPerDiem },
        },
      },
      // Each line is priced at its own rate or the rate of its travel date (the schema asks for one).
      (req) => answer(() => perDiem(req.body)),
    )

    app.post(
      '/standard-mileage',
      {
        schema: {
          summary: 'Standard mileage deduction by year',
          body: ZStandardMileageInput,
          response: { 200: ZStandardMileage },
        },
      },
      (req) => answer(() => standardMileage(req.body)),
    )

    app.get(
      '/estimated-tax-due-dates',
      {
        schema: {
          summary: 'Quarterly estimated tax due dates (Form 1040-ES)',
          querystring: ZDueDatesQuery,
          response: { 200: ZDueDates },
        },
      },
      (req) => estimatedTaxDueDates(req.query.taxYear),
    )

    app.post(
      '/ifta',
      {
        schema: {
          summary: 'IFTA quarterly fuel tax by jurisdiction',
          body: ZIftaInput,
          response: { 200: ZIfta },
        },
      },
      (req) => answer(() => iftaReturn(req.body)),
    )

    app.post(
      '/form-2290',
      {
        schema: {
          summary: 'Heavy vehicle use tax (Form 2290) for one vehicle or several',
          body: ZForm2290Input,
          response: { 200: ZForm2290 },
        },
      },
      (req) =>
        answer(() =>
          'vehicles' in req.body ? form2290Vehicles(req.body.vehicles) : form2290Vehicle(req.body),
        ),
    )
  }
}
