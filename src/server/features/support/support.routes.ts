import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  CHAT_IMAGE_MAX_BYTES,
  SUPPORT_MESSAGES,
  ZChatInput,
  ZChatMessage,
  ZConversation,
  ZHelpResults,
  ZHelpSearchQuery,
  ZKbArticle,
  ZKbList,
  ZTicketDetail,
  ZTicketInput,
  ZTicketList,
  ZTicketReply,
  ZTypingInput,
} from '@/contracts/support.ts'
import type { AppContext } from '@/server/context.ts'
import { AppError } from '@/server/lib/errors.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { callerOf } from '@/server/shared/caller.ts'
import { createTicket } from './create-ticket.ts'
import { eventStreams, STREAM_ONLY } from './event-stream.ts'
import { getChatImage } from './get-chat-image.ts'
import { getConversation } from './get-conversation.ts'
import { getUserTicket } from './get-user-ticket.ts'
import { sendImage } from './image-reply.ts'
import { getArticle, listArticles, searchHelp } from './knowledge-base.ts'
import { listUserTickets } from './list-user-tickets.ts'
import { markConversationRead } from './mark-conversation-read.ts'
import { replyToOwnTicket } from './reply-to-own-ticket.ts'
import { type ChatImage, sendUserMessage } from './send-user-message.ts'
import { tellTyping } from './tell-typing.ts'

const ZTicketParams = ZIdParams(SUPPORT_MESSAGES.ticketNotFound)
const ZMessageParams = ZIdParams(SUPPORT_MESSAGES.messageNotFound)
const ZArticleParams = ZIdParams(SUPPORT_MESSAGES.articleNotFound)

declare module 'fastify' {
  interface FastifyRequest {
    /** The image of a multipart chat message, read before validation. */
    chatImage?: ChatImage
  }
}

/**
 * A multipart chat message (an `image` file part and an optional `content` field) becomes the JSON
 * shape the route validates, with the image kept aside on the request.
 */
async function readMultipartMessage(req: FastifyRequest) {
  if (!req.isMultipart()) return
  let content = ''
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (req.chatImage) throw new AppError('BAD_REQUEST', 'Please send one image at a time')
        const bytes = new Uint8Array(await part.toBuffer())
        req.chatImage = { bytes, truncated: part.file.truncated }
      } else if (part.fieldname === 'content' && typeof part.value === 'string') {
        content = part.value
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('BAD_REQUEST', SUPPORT_MESSAGES.uploadFailed)
  }
  req.body = { content }
}

/**
 * /api/support: the signed-in user's conversation with the team and their tickets, in their own
 * session only (not an admin's, accountant's or fleet manager's view of the account).
 */
export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user', ownSession: { methods: 'all', message: SUPPORT_MESSAGES.ownerOnly } })
    await app.register(multipart, {
      // One byte over the limit is enough to know an image is too large.
      limits: { fileSize: CHAT_IMAGE_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: false,
    })
    const stream = eventStreams(app, ctx)

    app.get(
      '/conversation',
      { schema: { summary: 'Your conversation with the support team', response: { 200: ZConversation } } },
      (req) => getConversation(callerOf(ctx, req)),
    )

    app.post(
      '/conversation/read',
      { schema: { summary: 'You have read the team’s answers so far' } },
      async (req, reply) => {
        await markConversationRead(callerOf(ctx, req))
        return reply.code(204).send()
      },
    )

    app.post(
      '/messages',
      {
        preValidation: async (req) => readMultipartMessage(req),
        schema: {
          summary:
            'Write to the support team: JSON `{content}`, or multipart/form-data with an `image` file (JPEG, PNG, GIF or WebP, at most 5 MB) and an optional `content` field',
          body: ZChatInput,
          response: { 201: ZChatMessage },
        },
      },
      async (req, reply) => {
        const message = await sendUserMessage({
          ...callerOf(ctx, req),
          config: ctx.config,
          storage: ctx.storage,
          content: req.body.content,
          image: req.chatImage,
        })
        return reply.code(201).send(message)
      },
    )

    app.post(
      '/typing',
      { schema: { summary: 'Tell the team you are typing (or stopped)', body: ZTypingInput } },
      async (req, reply) => {
        await tellTyping({ ...callerOf(ctx, req), typing: req.body.typing })
        return reply.code(204).send()
      },
    )

    app.get(
      '/messages/:id/image',
      { schema: { summary: 'An image of your conversation', params: ZMessageParams } },
      async (req, reply) => {
        const image = await getChatImage({
          ...callerOf(ctx, req),
          storage: ctx.storage,
          messageId: req.params.id,
        })
        return sendImage(reply, image)
      },
    )

    app.get(
      '/events',
      {
        schema: {
          summary: `Live updates of your conversation, tickets and notifications (server-sent events; ${STREAM_ONLY.toLowerCase()})`,
        },
      },
      (req, reply) => {
        const userId = requireUser(req).id
        stream(
          req,
          reply,
          (event) => event.userId === userId && !(event.t === 'typing' && event.from === 'user'),
          (user) => user.id === userId,
        )
      },
    )

    app.get(
      '/tickets',
      {
        schema: {
          summary: 'Your support tickets, the most recently active first',
          response: { 200: ZTicketList },
        },
      },
      async (req) => ({ items: await listUserTickets(callerOf(ctx, req)) }),
    )

    app.post(
      '/tickets',
      {
        schema: {
          summary: 'Open a support ticket',
          body: ZTicketInput,
          response: { 201: ZTicketDetail },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createTicket({ ...callerOf(ctx, req), config: ctx.config, ...req.body })),
    )

    app.get(
      '/tickets/:id',
      {
        schema: {
          summary: 'One of your tickets with its messages',
          params: ZTicketParams,
          response: { 200: ZTicketDetail },
        },
      },
      (req) => getUserTicket({ ...callerOf(ctx, req), id: req.params.id }),
    )

    app.post(
      '/tickets/:id/messages',
      {
        schema: {
          summary: 'Write more on one of your tickets (a resolved one opens again)',
          params: ZTicketParams,
          body: ZTicketReply,
          response: { 200: ZTicketDetail },
        },
      },
      (req) => replyToOwnTicket({ ...callerOf(ctx, req), id: req.params.id, content: req.body.content }),
    )
  }
}

/** /api/help: the Help Center's search and its published articles, for any signed-in user. */
export function helpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'user' })

    app.get(
      '/search',
      {
        schema: {
          summary: 'Search the published knowledge base and the FAQ',
          querystring: ZHelpSearchQuery,
          response: { 200: ZHelpResults },
        },
      },
      async (req) => ({ items: await searchHelp({ ...callerOf(ctx, req), query: req.query.q ?? '' }) }),
    )

    app.get(
      '/articles',
      { schema: { summary: 'Published knowledge base articles', response: { 200: ZKbList } } },
      async (req) => ({ items: await listArticles({ ...callerOf(ctx, req), publishedOnly: true }) }),
    )

    app.get(
      '/articles/:id',
      {
        schema: { summary: 'One published article', params: ZArticleParams, response: { 200: ZKbArticle } },
      },
      (req) => getArticle({ ...callerOf(ctx, req), id: req.params.id, publishedOnly: true }),
    )
  }
}
