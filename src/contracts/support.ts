import { z } from 'zod'
import { ZNotes, ZPage, ZRequiredLine, ZSearch } from './common.ts'
import { SUPPORT_MESSAGES } from './support-messages.ts'

/*
 * Support: the chat between a user and the team, tickets (TICK-001, …) and the knowledge base that
 * feeds the Help Center (spec 2.2, 2.4, 2.5; entities and states in 3 and 4; image rules in 5).
 */

export const TICKET_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUSES)[number]
export const TICKET_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const
export type TicketPriority = (typeof TICKET_PRIORITIES)[number]
export const KB_STATUSES = ['draft', 'published'] as const

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
}

// What the chat's screen needs without the schemas below (the launcher is on every customer page).
export { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, SUPPORT_MESSAGES } from './support-messages.ts'

/** The display number of a ticket: TICK-001, TICK-002, … TICK-1000. */
export function ticketNumber(n: number): string {
  return `TICK-${String(n).padStart(3, '0')}`
}

/** Message text: kept as typed (line breaks too), shown as text, never as HTML. */
const ZMessageText = ZNotes(4000)
const ZRequiredMessage = ZMessageText.refine((v) => v.length > 0, { error: SUPPORT_MESSAGES.empty })

/** A chat message's text; blank only beside an image (checked by the server with the image). */
export const ZChatInput = z
  .object({ content: ZMessageText })
  .meta({ examples: [{ content: 'My settlement from Landstar shows no fuel deduction. Can you check?' }] })

export const ZChatMessage = z.object({
  id: z.uuid(),
  /** Who wrote it: the user, someone of the team, or the app (e.g. the chat became a ticket). */
  author: z.enum(['user', 'admin', 'system']),
  authorName: z.string(),
  type: z.enum(['text', 'image']),
  content: z.string(),
  /** Where the image is, for an image message. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
})
export type ChatMessage = z.infer<typeof ZChatMessage>

export const ZTicketRef = z.object({ id: z.uuid(), number: z.string(), status: z.enum(TICKET_STATUSES) })

export const ZConversation = z.object({
  greeting: z.string(),
  messages: z.array(ZChatMessage),
  /** The team's answers not read yet. */
  unread: z.number().int(),
  /** The median minutes the team took to answer over the last 30 days; null before any answer. */
  typicalReplyMinutes: z.number().int().nullable(),
  /** The open ticket the conversation became when nobody answered in time. */
  ticket: ZTicketRef.nullable(),
})
export type Conversation = z.infer<typeof ZConversation>

export const ZTypingInput = z.object({ typing: z.boolean() }).meta({ examples: [{ typing: true }] })

export const ZTicketInput = z
  .object({
    subject: ZRequiredLine(200, SUPPORT_MESSAGES.subject),
    message: ZRequiredMessage,
    priority: z.enum(TICKET_PRIORITIES).optional(),
  })
  .meta({
    examples: [
      {
        subject: 'Settlement shows the wrong net pay',
        message: 'The net on my 03/06 settlement should be $2,140.55, the app shows $2,410.55.',
        priority: 'high',
      },
    ],
  })

export const ZTicketMessage = z.object({
  id: z.uuid(),
  author: z.enum(['user', 'admin']),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
})

export const ZTicket = z.object({
  id: z.uuid(),
  number: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  /** Opened from the chat (nobody answered in time) or from the Help Center. */
  source: z.enum(['chat', 'help']),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first message, for lists. */
  preview: z.string(),
})
export type Ticket = z.infer<typeof ZTicket>
export const ZTicketDetail = ZTicket.extend({ messages: z.array(ZTicketMessage) })
export type TicketDetail = z.infer<typeof ZTicketDetail>
export const ZTicketList = z.object({ items: z.array(ZTicket) })

export const ZTicketReply = z
  .object({ content: ZRequiredMessage })
  .meta({ examples: [{ content: 'Thanks: the broker sent a corrected sheet, I uploaded it.' }] })

/* Admin */

export const ZAdminTicket = ZTicket.extend({
  userId: z.uuid(),
  userName: z.string(),
  email: z.string(),
  prioritySupport: z.boolean(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
})
export type AdminTicket = z.infer<typeof ZAdminTicket>
export const ZAdminTicketDetail = ZAdminTicket.extend({ messages: z.array(ZTicketMessage) })
export type AdminTicketDetail = z.infer<typeof ZAdminTicketDetail>
export const ZAdminTicketQuery = z.object({
  search: ZSearch,
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  ...ZPage,
})
export const ZAdminTicketList = z.object({ items: z.array(ZAdminTicket), total: z.number().int() })
export const ZAdminTicketPatch = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    /** An admin's id, or null to unassign. */
    assigneeId: z.uuid({ error: SUPPORT_MESSAGES.assignee }).nullable().optional(),
    /** A reply to the user (Send Response): e-mailed to them and shown in their Help Center. */
    reply: ZMessageText.optional(),
  })
  .meta({ examples: [{ status: 'in-progress', reply: 'We are looking at it and will write back today.' }] })

export const ZAdminConversation = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  email: z.string(),
  prioritySupport: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** The user's messages no admin has read yet. */
  unread: z.number().int(),
  /** Waiting for the team's answer since then; null when answered. */
  waitingSince: z.string().nullable(),
  ticket: ZTicketRef.nullable(),
})
export type AdminConversation = z.infer<typeof ZAdminConversation>
export const ZAdminConversationList = z.object({ items: z.array(ZAdminConversation) })
export const ZAdminConversationDetail = ZAdminConversation.extend({ messages: z.array(ZChatMessage) })
export type AdminConversationDetail = z.infer<typeof ZAdminConversationDetail>

export const ZSupportStats = z.object({
  openTickets: z.number().int(),
  /** Average minutes from a ticket's opening to the team's first answer (last 30 days). */
  averageFirstResponseMinutes: z.number().int().nullable(),
  /** Percent of the last 30 days' tickets resolved or closed. */
  resolutionRate: z.number().int().nullable(),
  /** Conversations with a message in the last hour. */
  activeChats: z.number().int(),
})
export type SupportStats = z.infer<typeof ZSupportStats>

export const ZAdminOption = z.object({ id: z.uuid(), name: z.string() })
export const ZAdminOptionList = z.object({ items: z.array(ZAdminOption) })

/* Knowledge base and Help Center search */

const kbFields = {
  title: ZRequiredLine(200, SUPPORT_MESSAGES.title),
  body: ZNotes(20_000),
  status: z.enum(KB_STATUSES),
}
export const ZKbInput = z.object({ ...kbFields, status: kbFields.status.default('draft') }).meta({
  examples: [
    {
      title: 'Why does my settlement need review?',
      body: 'When the gross, deductions and net do not add up, the settlement waits for you…',
      status: 'published',
    },
  ],
})
export const ZKbPatch = z
  .object(kbFields)
  .partial()
  .meta({ examples: [{ status: 'published' }] })

export const ZKbArticle = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  status: z.enum(KB_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
})
export type KbArticle = z.infer<typeof ZKbArticle>
export const ZKbList = z.object({ items: z.array(ZKbArticle) })

export const ZHelpSearchQuery = z.object({ q: ZSearch })
export const ZHelpResult = z.object({
  kind: z.enum(['article', 'faq']),
  /** An article's id, or the FAQ entry's key. */
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
})
export const ZHelpResults = z.object({ items: z.array(ZHelpResult) })
export type HelpResult = z.infer<typeof ZHelpResult>

/* The live stream (GET /api/support/events, /api/admin/support/events): what changed, never content. */
export type SupportEvent =
  | { t: 'chat'; userId: string; conversationId: string }
  | { t: 'typing'; userId: string; conversationId: string; from: 'user' | 'admin'; typing: boolean }
  | { t: 'ticket'; userId: string; ticketId: string }
  | { t: 'notification'; userId: string }
