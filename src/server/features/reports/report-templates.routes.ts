import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import { ZReportTemplate, ZReportTemplateInput, ZReportTemplateList } from '@/contracts/reports.ts'
import type { AppContext } from '@/server/context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import {
  deleteReportTemplate,
  listReportTemplates,
  saveReportTemplate,
  TEMPLATE_NOT_FOUND,
} from './report-templates.ts'

/** /api/report-templates: the Custom Report Builder's saved configurations, the user's own. */
export function reportTemplatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', apiKey: 'books' })

    app.get(
      '',
      { schema: { summary: 'Your saved custom report templates', response: { 200: ZReportTemplateList } } },
      (req) => listReportTemplates(callerOf(ctx, req)),
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Save a custom report configuration as a template',
          body: ZReportTemplateInput,
          response: { 201: ZReportTemplate },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await saveReportTemplate({ ...callerOf(ctx, req), config: req.body })),
    )

    app.delete(
      '/:id',
      {
        schema: {
          summary: 'Delete a saved template',
          params: ZIdParams(TEMPLATE_NOT_FOUND),
        },
      },
      async (req, reply) => {
        await deleteReportTemplate({ ...callerOf(ctx, req), id: req.params.id })
        return reply.code(204).send()
      },
    )
  }
}
