import { eq } from 'drizzle-orm'
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
import { users } from '@/server/db/schema/index.ts'
import { AppError } from '@/server/lib/errors.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import {
  chatImage,
  getAdminConversation,
  listConversations,
  markAdminRead,
  sendAdminMessage,
  sendImage,
  tellTyping,
} from './chat.ts'
import { eventStreams, STREAM_ONLY } from './event-stream.ts'
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle } from './knowledge-base.ts'
import { getAdminTicket, listAdminTickets, supportStats, updateTicket } from './tickets.ts'

const ZTicketParams = ZIdParams(SUPPORT_MESSAGES.ticketNotFound)
const ZConversationParams = ZIdParams(SUPPORT_MESSAGES.conversationNotFound)
const ZMessageParams = ZIdParams(SUPPORT_MESSAGES.messageNotFound)
const ZArticleParams = ZIdParams(SUPPORT_MESSAGES.articleNotFound)

/** /api/admin/support: tickets, live chat and the team's live stream (admins only). */
export function supportAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'admin' })
    const stream = eventStreams(app, ctx)

    app.get(
      '/stats',
      { schema: { summary: 'Support figures for the stat cards (admin)', response: { 200: ZSupportStats } } },
      () => supportStats(ctx.db, ctx.clock.now()),
    )

    app.get(
      '/admins',
      { schema: { summary: 'Who tickets can be assigned to (admin)', response: { 200: ZAdminOptionList } } },
      async () => ({
        items: await ctx.db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(users.fullName),
      }),
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
      (req) => listAdminTickets(ctx.db, req.query),
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
      (req) => getAdminTicket(ctx.db, req.params.id),
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
      (req) => updateTicket(ctx, requireUser(req), req.params.id, req.body),
    )

    app.get(
      '/conversations',
      {
        schema: {
          summary: 'Live chat conversations with unread counts (admin)',
          response: { 200: ZAdminConversationList },
        },
      },
      async () => ({ items: await listConversations(ctx) }),
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
      (req) => getAdminConversation(ctx, req.params.id),
    )

    app.post(
      '/conversations/:id/read',
      { schema: { summary: 'The team has read a conversation so far (admin)', params: ZConversationParams } },
      async (req, reply) => {
        await markAdminRead(ctx, req.params.id)
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
        reply.code(201).send(await sendAdminMessage(ctx, requireUser(req), req.params.id, req.body.content)),
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
        const found = await tellTyping(ctx.db, { conversationId: req.params.id }, 'admin', req.body.typing)
        if (!found) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.conversationNotFound)
        return reply.code(204).send()
      },
    )

    app.get(
      '/messages/:id/image',
      { schema: { summary: 'An image a user sent in the chat (admin)', params: ZMessageParams } },
      async (req, reply) => {
        return sendImage(reply, await chatImage(ctx, req.params.id, null))
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

    app.get(
      '',
      { schema: { summary: 'Every knowledge base article, drafts too (admin)', response: { 200: ZKbList } } },
      async () => ({ items: await listArticles(ctx.db, { publishedOnly: false }) }),
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
      async (req, reply) =>
        reply.code(201).send(await createArticle(ctx.db, requireUser(req).id, req.body, ctx.clock.now())),
    )

    app.get(
      '/:id',
      { schema: { summary: 'One article (admin)', params: ZArticleParams, response: { 200: ZKbArticle } } },
      (req) => getArticle(ctx.db, req.params.id, { publishedOnly: false }),
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
      (req) => updateArticle(ctx.db, req.params.id, req.body, ctx.clock.now()),
    )

    app.delete(
      '/:id',
      { schema: { summary: 'Delete an article (admin)', params: ZArticleParams } },
      async (req, reply) => {
        await deleteArticle(ctx.db, req.params.id)
        return reply.code(204).send()
      },
    )
  }
}
