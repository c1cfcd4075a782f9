import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCOUNT_MESSAGES,
  API_KEY_MESSAGES,
  type IdentityProof,
  ZApiKeyCreated,
  ZApiKeyInput,
  ZApiKeyList,
  ZEmailChangeInput,
  ZEmailConfirmInput,
  ZNotificationPrefs,
  ZPasswordChange,
  ZProfile,
  ZProfileInput,
  ZRecoveryCodes,
  ZSessionList,
  ZTwoFactorCode,
  ZTwoFactorPassword,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@/contracts/account.ts'
import { ZIdParams, ZMessage } from '@/contracts/common.ts'
import { ROLE_RULES } from '@/contracts/role-rules.ts'
import type { AppContext } from '@/server/context.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { requireUser } from '@/server/shared/auth/auth-context.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { callerOf } from '@/server/shared/caller.ts'
import {
  changePassword,
  confirmEmailChange,
  getNotificationPrefs,
  getProfile,
  listSessions,
  requestEmailChange,
  revokeSession,
  saveNotificationPrefs,
  updateProfile,
} from './account.ts'
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts'
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.ts'

const ZSessionParams = ZIdParams(ACCOUNT_MESSAGES.sessionNotFound)
const ZApiKeyParams = ZIdParams(API_KEY_MESSAGES.notFound)

/** /api/settings: the signed-in account's profile, e-mail, password, sessions and e-mail choices. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The account's own settings change only in its own session: not an admin's, accountant's or
    // fleet manager's view of it. The account's security (sessions, keys) is not even shown there.
    guardRoutes(app, { who: 'user', ownSession: { methods: 'writes', message: ACCOUNT_MESSAGES.ownerOnly } })
    const proofOf = (body: IdentityProof): IdentityProof => ({ password: body.password, code: body.code })
    const ownerOnly = {
      access: { ownSession: { methods: 'all', message: ACCOUNT_MESSAGES.ownerOnly } },
    } as const
    const token = (req: { cookies: Record<string, string | undefined> }) => req.cookies[SESSION_COOKIE] ?? ''

    app.get('/profile', { schema: { summary: 'Your profile', response: { 200: ZProfile } } }, (req) =>
      getProfile(callerOf(ctx, req)),
    )

    app.patch(
      '/profile',
      {
        schema: {
          summary: 'Change your name, company, username and time zone',
          body: ZProfileInput,
          response: { 200: ZProfile },
        },
      },
      (req) => updateProfile({ db: ctx.db, clock: ctx.clock, actor: actorOf(req), input: req.body }),
    )

    app.post(
      '/email',
      {
        schema: {
          summary:
            'Change your e-mail address (your password, and a code with two-factor sign-in on): a confirmation link goes to the new one',
          body: ZEmailChangeInput,
          response: { 200: ZMessage },
        },
      },
      (req) =>
        requestEmailChange({
          db: ctx.db,
          clock: ctx.clock,
          mailer: ctx.mailer,
          publicUrl: ctx.config.publicUrl,
          appSecret: ctx.config.appSecret,
          actor: actorOf(req),
          email: req.body.email,
          proof: proofOf(req.body),
        }),
    )

    app.post(
      '/password',
      {
        schema: {
          summary: 'Change your password (the current one required); your other sessions end',
          body: ZPasswordChange,
          response: { 200: ZMessage },
        },
      },
      (req) =>
        changePassword({
          db: ctx.db,
          clock: ctx.clock,
          actor: actorOf(req),
          sessionToken: token(req),
          currentPassword: req.body.currentPassword,
          newPassword: req.body.newPassword,
        }),
    )

    app.get(
      '/sessions',
      {
        config: ownerOnly,
        schema: { summary: 'Where your account is signed in', response: { 200: ZSessionList } },
      },
      (req) => listSessions({ ...callerOf(ctx, req), sessionToken: token(req) }),
    )

    app.delete(
      '/sessions/:id',
      { schema: { summary: 'Sign one of your sessions out', params: ZSessionParams } },
      async (req, reply) => {
        await revokeSession({ db: ctx.db, clock: ctx.clock, actor: actorOf(req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    app.get(
      '/api-keys',
      {
        config: ownerOnly,
        schema: { summary: 'Your API keys (never the keys themselves)', response: { 200: ZApiKeyList } },
      },
      (req) => listApiKeys(ctx.db, requireUser(req).id),
    )

    app.post(
      '/api-keys',
      {
        config: { access: { roles: ROLE_RULES.holdsApiKeys } },
        schema: {
          summary:
            'Create an API key, read-only or read-write (your password, and a code with two-factor sign-in on): use it as `Authorization: Bearer <key>`; it is shown only in this answer',
          body: ZApiKeyInput,
          response: { 201: ZApiKeyCreated },
        },
      },
      async (req, reply) =>
        reply.code(201).send(
          await createApiKey({
            db: ctx.db,
            clock: ctx.clock,
            appSecret: ctx.config.appSecret,
            actor: actorOf(req),
            name: req.body.name,
            scope: req.body.scope,
            proof: proofOf(req.body),
          }),
        ),
    )

    app.delete(
      '/api-keys/:id',
      { schema: { summary: 'Revoke an API key: it stops working at once', params: ZApiKeyParams } },
      async (req, reply) => {
        await revokeApiKey({ db: ctx.db, clock: ctx.clock, actor: actorOf(req), id: req.params.id })
        return reply.code(204).send()
      },
    )

    const twoFactor = (req: Parameters<typeof actorOf>[0]) => ({
      db: ctx.db,
      clock: ctx.clock,
      appSecret: ctx.config.appSecret,
      actor: actorOf(req),
    })

    app.get(
      '/two-factor',
      { schema: { summary: 'Whether two-factor sign-in is on', response: { 200: ZTwoFactorStatus } } },
      (req) => twoFactorStatus(ctx.db, requireUser(req)),
    )

    app.post(
      '/two-factor/setup',
      {
        schema: {
          summary: 'Start setting up an authenticator app: a new secret and its QR code',
          response: { 200: ZTwoFactorSetup },
        },
      },
      (req) => startTwoFactorSetup(twoFactor(req)),
    )

    app.post(
      '/two-factor/enable',
      {
        schema: {
          summary: 'Turn two-factor sign-in on with a code from the app; answers the recovery codes, once',
          body: ZTwoFactorCode,
          response: { 200: ZRecoveryCodes },
        },
      },
      (req) => enableTwoFactor({ ...twoFactor(req), code: req.body.code }),
    )

    app.post(
      '/two-factor/disable',
      {
        schema: {
          summary: 'Turn two-factor sign-in off (your password and a code required)',
          body: ZTwoFactorPassword,
          response: { 200: ZMessage },
        },
      },
      (req) => disableTwoFactor({ ...twoFactor(req), role: requireUser(req).role, proof: proofOf(req.body) }),
    )

    app.post(
      '/two-factor/recovery-codes',
      {
        schema: {
          summary: 'New recovery codes (your password and a code required); the old ones stop working',
          body: ZTwoFactorPassword,
          response: { 200: ZRecoveryCodes },
        },
      },
      (req) => renewRecoveryCodes({ ...twoFactor(req), proof: proofOf(req.body) }),
    )

    app.get(
      '/notifications',
      { schema: { summary: 'Which e-mails you get', response: { 200: ZNotificationPrefs } } },
      (req) => getNotificationPrefs(ctx.db, requireUser(req).id),
    )

    app.put(
      '/notifications',
      {
        schema: {
          summary: 'Choose which e-mails you get',
          body: ZNotificationPrefs,
          response: { 200: ZNotificationPrefs },
        },
      },
      (req) => saveNotificationPrefs({ db: ctx.db, clock: ctx.clock, actor: actorOf(req), prefs: req.body }),
    )
  }
}

/** /api/auth/confirm-email: the link sent to a new address; the token is the proof, no session needed. */
export function confirmEmailRoute(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    guardRoutes(app, { who: 'public' })
    app.post(
      '/confirm-email',
      {
        schema: {
          summary: 'Confirm a new e-mail address with the link sent to it',
          body: ZEmailConfirmInput,
          response: { 200: ZMessage },
        },
      },
      (req) =>
        confirmEmailChange({
          db: ctx.db,
          clock: ctx.clock,
          mailer: ctx.mailer,
          token: req.body.token,
          ip: req.ip,
        }),
    )
  }
}
