import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(api: FastifyInstance) {
  await api.register(swagger, {
    openapi: { info: { title: 'RigLedger API', version: '1' } },
    transform: jsonSchemaTransform,
  })
  await api.register(swaggerUi, { routePrefix: '/docs' })
}
