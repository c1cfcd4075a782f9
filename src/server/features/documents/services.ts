import type { AppContext } from '@/server/context.ts'

/** What the document use-cases need beside the Caller: the files, the job queue and the readers. */
export type DocumentServices = Pick<AppContext, 'storage' | 'jobs' | 'extraction'>

export function documentServices(ctx: AppContext): DocumentServices {
  return { storage: ctx.storage, jobs: ctx.jobs, extraction: ctx.extraction }
}
