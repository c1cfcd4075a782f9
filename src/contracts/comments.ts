import { z } from 'zod'
import { ZNotes } from './common.ts'

export const COMMENT_SUBJECTS = ['settlement', 'expense'] as const
export type CommentSubject = (typeof COMMENT_SUBJECTS)[number]

export const COMMENT_MESSAGES = {
  notFound: 'Not found',
  empty: 'Please write a comment',
  added: 'Comment added',
} as const

export const ZCommentQuery = z.object({
  subjectType: z.enum(COMMENT_SUBJECTS),
  subjectId: z.uuid({ error: COMMENT_MESSAGES.notFound }),
})

export const ZCommentInput = ZCommentQuery.extend({
  body: ZNotes(2000).refine((v) => v.trim().length > 0, { error: COMMENT_MESSAGES.empty }),
}).meta({
  examples: [
    {
      subjectType: 'settlement',
      subjectId: '0f2fba88-9d59-4f09-ac1b-a784901b8b3e',
      body: 'The detention on load L-20931 is missing: can you check with the broker?',
    },
  ],
})

export const ZComment = z.object({
  id: z.uuid(),
  body: z.string(),
  authorName: z.string(),
  /** Written by the signed-in user. */
  mine: z.boolean(),
  createdAt: z.string(),
})
export const ZCommentList = z.object({
  items: z.array(ZComment),
  /** The row's driver and the fleet manager they drive for (null outside a fleet: nobody to talk to). */
  ownerName: z.string(),
  managerName: z.string().nullable(),
})
