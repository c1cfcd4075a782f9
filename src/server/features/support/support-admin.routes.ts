import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZIdParams } from '@/contracts/common.ts'
import {
  SUPPORT_MESSAGES,
  ZAdminConversationDetail,
  ZAdminConversationList,
  ZAdminOptionList,
  ZAdminTicketDetail,
  ZAdminTicketList,
  ZAdminTicketPatch,
  ZAdminTicketQuery,
  ZChatMessage,
  ZKbArticle,
  ZKbInput,
  ZKbList,
  ZKbPatch,
  ZSupportStats,
  ZTicketReply,
  ZTypingInput,
} from '@/contracts/support.ts'
import type { AppContext } from '@/server/context.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { eventStreams, STREAM_ONLY } from './event-stream.ts'
import { getAdminConversation } from './get-admin-conversation.ts'
import { getAdminTicket } from './get-admin-ticket.ts'
import { getChatImage } from './get-chat-image.ts'
import { sendImage } from './image-reply.ts'
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './knowledge-base.ts'
import { listAdminTickets } from './list-admin-tickets.ts'
import { listAssignees } from './list-assignees.ts'
import { listConversations } from './list-conversations.ts'
import { markAdminRead } from './mark-admin-read.ts'
import { sendAdminMessage } from './send-admin-message.ts'
import type { AdminCaller } from './support-caller.ts'
import { supportStats } from './support-stats.ts'
import { tellTyping } from './tell-typing.ts'
import { updateTicket } from './update-ticket.ts'

const ZTicketParams = ZIdParams(SUPPORT_MESSAGES.ticketNotFound)
const ZConversationParams = ZIdParams(SUPPORT_MESSAGES.conversationNotFound)
const ZMessageParams = ZIdParams(SUPPORT_MESSAGES.messageNotFound)
const ZArticleParams = ZIdParams(SUPPORT_MESSAGES.articleNotFound)

/** The admin acting, for the use-cases of the team's side. */
function adminCallerOf(ctx: AppContext, req: FastifyRequest): AdminCaller {
  const { id, fullName } = requireUser(req)
  return { db: ctx.db, clock: ctx.clock, admin: { id, fullName } }
}

/** /api/admin/support: tickets, live chat and the team's live stream (admins only). */
export function supportAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const stream = eventStreams(app, ctx)
    const caller = (req: FastifyRequest) => adminCallerOf(ctx, req)
    /** What an answer of the team needs beside the admin: the mail, sent after the reply. */
    const mail = { mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, background: ctx.background }

    app.get(
      '/stats',
      { schema: { summary: 'Support figures for the stat cards (admin)', response: { 200: ZSupportStats } } },
      (req) => supportStats(caller(req)),
    )

    app.get(
      '/admins',
      { schema: { summary: 'Who tickets can be assigned to (admin)', response: { 200: ZAdminOptionList } } },
      async (req) => ({ items: await listAssignees(caller(req)) }),
    )

    app.get(
      '/tickets',
      {
        schema: {
          summary: 'Support tickets: priority-support users first, then by status and priority (admin)',
          querystring: ZAdminTicketQuery,
          response: { 200: ZAdminTicketList },
        },
      },
      (req) => listAdminTickets({ ...caller(req), ...req.query }),
    )

    app.get(
      '/tickets/:id',
      {
        schema: {
          summary: 'One ticket with its conversation (admin)',
          params: ZTicketParams,
          response: { 200: ZAdminTicketDetail },
        },
      },
      (req) => getAdminTicket({ ...caller(req), id: req.params.id }),
    )

    app.patch(
      '/tickets/:id',
      {
        schema: {
          summary: 'Change a ticket’s status, priority or assignee, or answer it (admin)',
          params: ZTicketParams,
          body: ZAdminTicketPatch,
          response: { 200: ZAdminTicketDetail },
        },
      },
      (req) => updateTicket({ ...caller(req), ...mail, ...req.body, id: req.params.id }),
    )

    app.get(
      '/conversations',
      {
        schema: {
          summary: 'Live chat conversations with unread counts (admin)',
          response: { 200: ZAdminConversationList },
        },
      },
      async (req) => ({ items: await listConversations(caller(req)) }),
    )

    app.get(
      '/conversations/:id',
      {
        schema: {
          summary: 'One conversation with every message (admin)',
          params: ZConversationParams,
          response: { 200: ZAdminConversationDetail },
        },
      },
      (req) => getAdminConversation({ ...caller(req), id: req.params.id }),
    )

    app.post(
      '/conversations/:id/read',
      { schema: { summary: 'The team has read a conversation so far (admin)', params: ZConversationParams } },
      async (req, reply) => {
        await markAdminRead({ ...caller(req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.post(
      '/conversations/:id/messages',
      {
        schema: {
          summary: 'Answer a user in the chat (admin)',
          params: ZConversationParams,
          body: ZTicketReply,
          response: { 201: ZChatMessage },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await sendAdminMessage({
            ...caller(req),
            ...mail,
            conversationId: req.params.id,
            content: req.body.content,
          }),
        ),
    )

    app.post(
      '/conversations/:id/typing',
      {
        schema: {
          summary: 'Tell the user an admin is typing (or stopped) (admin)',
          params: ZConversationParams,
          body: ZTypingInput,
        },
      },
      async (req, reply) => {
        await tellTyping({ ...caller(req), conversationId: req.params.id, typing: req.body.typing })
        return reply.code(204).send()
      },
    )

    app.get(
      '/messages/:id/image',
      { schema: { summary: 'An image a user sent in the chat (admin)', params: ZMessageParams } },
      async (req, reply) => {
        const image = await getChatImage({ ...caller(req), storage: ctx.storage, messageId: req.params.id })
        return sendImage(reply, image)
      },
    )

    app.get(
      '/events',
      {
        schema: {
          summary: `Live updates of every conversation and ticket (server-sent events; ${STREAM_ONLY.toLowerCase()}) (admin)`,
        },
      },
      (req, reply) => {
        stream(
          req,
          reply,
          (event) =>
            event.t === 'chat' || event.t === 'ticket' || (event.t === 'typing' && event.from === 'user'),
          (user) => user.role === 'admin',
        )
      },
    )
  }
}

/** /api/admin/kb: the knowledge base (admins only); published articles feed the Help Center. */
export function knowledgeBaseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const caller = (req: FastifyRequest) => adminCallerOf(ctx, req)

    app.get(
      '',
      { schema: { summary: 'Every knowledge base article, drafts too (admin)', response: { 200: ZKbList } } },
      async (req) => ({ items: await listArticles({ ...caller(req), publishedOnly: false }) }),
    )

    app.post(
      '',
      {
        schema: {
          summary: 'Write a knowledge base article in Markdown (admin)',
          body: ZKbInput,
          response: { 201: ZKbArticle },
        },
      },
      async (req, reply) => reply.code(201).send(await createArticle({ ...caller(req), ...req.body })),
    )

    app.get(
      '/:id',
      { schema: { summary: 'One article (admin)', params: ZArticleParams, response: { 200: ZKbArticle } } },
      (req) => getArticle({ ...caller(req), id: req.params.id, publishedOnly: false }),
    )

    app.patch(
      '/:id',
      {
        schema: {
          summary: 'Change an article, publish it or take it back to draft (admin)',
          params: ZArticleParams,
          body: ZKbPatch,
          response: { 200: ZKbArticle },
        },
      },
      (req) => updateArticle({ ...caller(req), ...req.body, id: req.params.id }),
    )

    app.delete(
      '/:id',
      { schema: { summary: 'Delete an article (admin)', params: ZArticleParams } },
      async (req, reply) => {
        await deleteArticle({ ...caller(req), id: req.params.id })
        return reply.code(204).send()
      },
    )
  }
}
