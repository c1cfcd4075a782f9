// Support's limits and messages, free of schemas: the support chat, on every customer page, reads
// them without loading the contracts' zod schemas (contracts/support.ts re-exports them).

/** Chat images (spec 5): these types, at most 5 MB. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const SUPPORT_MESSAGES = {
  imageType: 'Please upload an image file (JPEG, PNG, GIF, or WebP)',
  imageSize: 'File size must be less than 5MB',
  uploadFailed: 'Failed to upload file',
  empty: 'Please write a message',
  subject: 'Please enter a subject',
  ticketNotFound: 'Ticket not found',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  articleNotFound: 'Article not found',
  title: 'Please enter a title',
  ownerOnly: 'Support is for the account holder: switch back to your own account to write to us',
  closed: 'This ticket is closed: open a new one if you still need help',
  assignee: 'Tickets are assigned to admins only',
  greeting: 'Hello! How can I help you today?',
} as const
