import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZTwoFactorSignIn } from '@/contracts/account.ts'
import {
  AUTH_MESSAGES,
  ZAdminLogin,
  ZForgotPassword,
  ZLogin,
  ZRegister,
  ZResetPassword,
  ZUserResponse,
} from '@/contracts/auth.ts'
import { ZError, ZMessage } from '@/contracts/common.ts'
import type { AppContext } from '@/server/context.ts'
import { createCaptchaChallenge } from '@/server/lib/captcha.ts'
import { AppError } from '@/server/lib/errors.ts'
import { actorOf } from '@/server/shared/audit.ts'
import { clearSessionCookie, requireUser, setSessionCookie } from '@/server/shared/auth/auth-context.ts'
import { findUserById } from '@/server/shared/auth/find-user.ts'
import { guardRoutes } from '@/server/shared/auth/route-access.ts'
import { createSession, deleteSession, deviceOf, SESSION_COOKIE } from '@/server/shared/auth/sessions.ts'
import { hasTwoFactor, startTwoFactorChallenge } from '@/server/shared/auth/two-factor-check.ts'
import { toUserView } from '@/server/shared/auth/user-view.ts'
import { register } from './register.ts'
import { deliverPasswordReset, requestPasswordReset } from './request-password-reset.ts'
import { resetPassword } from './reset-password.ts'
import { impersonatorOf, returnToAdmin } from './return-to-admin.ts'
import { signIn } from './sign-in.ts'
import { signInWithCode } from './two-factor-sign-in.ts'

/** A refused sign-in: why, and whether a solved captcha or a wait lets the next try through. */
/** A signed-in user, or (two-factor sign-in on) the challenge to send the code with. */
const ZSignInResult = z.union([
  // `accountRestored`: the account was closed, and signing in within its 30 days opened it again.
  ZUserResponse.extend({ accountRestored: z.literal(true).optional() }),
  z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
])

const ZSignInRefused = ZError.extend({
  captchaRequired: z.boolean().optional(),
  retryAfterSeconds: z.number().int().optional(),
})

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx
  /** Checks the credentials, then starts a session and sets its cookie; answers the user. */
  async function signInAndStart(
    req: FastifyRequest,
    reply: FastifyReply,
    input: { email: string; password: string; captcha?: string; rememberMe: boolean } & Pick<
      Parameters<typeof signIn>[0],
      'adminOnly' | 'invalidMessage'
    >,
  ) {
    const user = await signIn({
      db,
      clock,
      limits: ctx.config.limits,
      secret: ctx.config.appSecret,
      ip: req.ip,
      ...input,
    })
    // With two-factor sign-in on, the password alone starts no session: the code comes next.
    if (await hasTwoFactor(db, user.id)) {
      return {
        twoFactorRequired: true as const,
        challenge: await startTwoFactorChallenge(db, clock, user.id, input.rememberMe),
      }
    }
    return {
      user: await startSession(req, reply, user, input.rememberMe),
      ...(user.accountRestored ? { accountRestored: true as const } : {}),
    }
  }

  /** Starts a session for a signed-in user and sets its cookie; answers the user as the screens see it. */
  async function startSession(
    req: FastifyRequest,
    reply: FastifyReply,
    user: Parameters<typeof toUserView>[0],
    persistent: boolean,
  ) {
    const session = await createSession({ db, clock, userId: user.id, persistent, from: deviceOf(req) })
    setSessionCookie(ctx, req, reply, session.token, session)
    return toUserView(user)
  }
  return async (app) => {
    guardRoutes(app, { who: 'public' })
    app.post(
      '/register',
      {
        schema: {
          summary: 'Create an account and sign in',
          body: ZRegister,
          response: { 201: ZUserResponse },
        },
      },
      async (req, reply) => {
        const user = await register({ db, clock, limits: ctx.config.limits, ip: req.ip, input: req.body })
        return reply.code(201).send({ user: await startSession(req, reply, user, false) })
      },
    )

    app.post(
      '/login',
      {
        schema: {
          summary: 'Sign in (sets the session cookie)',
          body: ZLogin,
          response: { 200: ZSignInResult, 400: ZSignInRefused, 429: ZSignInRefused },
        },
      },
      (req, reply) =>
        signInAndStart(req, reply, {
          email: req.body.email,
          password: req.body.password,
          captcha: req.body.captcha,
          rememberMe: req.body.rememberMe,
        }),
    )

    app.post(
      '/login/two-factor',
      {
        schema: {
          summary: 'Finish signing in with the authenticator app’s code or a recovery code',
          body: ZTwoFactorSignIn,
          response: { 200: ZUserResponse, 400: ZSignInRefused, 429: ZSignInRefused },
        },
      },
      async (req, reply) => {
        const done = await signInWithCode({
          db,
          clock,
          mailer: ctx.mailer,
          limits: ctx.config.limits,
          appSecret: ctx.config.appSecret,
          publicUrl: ctx.config.publicUrl,
          ...req.body,
        })
        const user = await findUserById(db, done.userId)
        if (user?.status !== 'active') throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.loginInvalid)
        return { user: await startSession(req, reply, user, done.remember) }
      },
    )

    app.post(
      '/admin-login',
      {
        schema: {
          summary: 'Sign in as an administrator',
          body: ZAdminLogin,
          response: { 200: ZSignInResult, 400: ZSignInRefused, 429: ZSignInRefused },
        },
      },
      (req, reply) =>
        signInAndStart(req, reply, {
          email: req.body.username,
          password: req.body.password,
          captcha: req.body.captcha,
          rememberMe: false,
          adminOnly: true,
          invalidMessage: 'Invalid username or password',
        }),
    )

    app.post(
      '/logout',
      {
        config: { access: { readOnlyViewerMay: true } },
        schema: { summary: 'Sign out (ends this session)' },
      },
      async (req, reply) => {
        const token = req.cookies[SESSION_COOKIE]
        // An admin viewing a client's account goes back to their own instead of signing out.
        if (token && req.impersonatorId) {
          await returnToAdmin({ db, clock, actor: actorOf(req), token })
          return reply.code(204).send()
        }
        if (token) await deleteSession(db, token)
        clearSessionCookie(ctx, req, reply)
        return reply.code(204).send()
      },
    )

    app.post(
      '/return-to-admin',
      {
        config: { access: { readOnlyViewerMay: true } },
        schema: {
          summary: 'End viewing a client’s account: the session is the admin’s again',
          response: { 200: ZUserResponse },
        },
      },
      async (req) => {
        const token = req.cookies[SESSION_COOKIE]
        if (!token || !req.impersonatorId) {
          throw new AppError('CONFLICT', 'You are not viewing a client account')
        }
        const admin = await returnToAdmin({ db, clock, actor: actorOf(req), token })
        return { user: toUserView(admin) }
      },
    )

    app.get(
      '/me',
      {
        // A script tells whose key it holds.
        config: { access: { who: 'user', apiKey: 'read' } },
        schema: { summary: 'Who is signed in', response: { 200: ZUserResponse } },
      },
      async (req) => ({
        user: toUserView(requireUser(req)),
        ...(req.impersonatorId && req.impersonation
          ? {
              impersonatedBy: {
                ...(await impersonatorOf(db, req.impersonatorId))!,
                kind: req.impersonation.kind,
                access: req.impersonation.kind === 'admin' ? null : req.impersonation.access,
              },
            }
          : {}),
      }),
    )

    app.get(
      '/captcha',
      { schema: { summary: 'A proof-of-work challenge for the password reset form' } },
      async (_req, reply) => {
        reply.header('cache-control', 'no-store')
        return createCaptchaChallenge(ctx.config.appSecret, { now: clock.now() })
      },
    )

    app.post(
      '/forgot-password',
      {
        schema: {
          summary: 'E-mail a password reset link',
          body: ZForgotPassword,
          response: { 200: ZMessage },
        },
      },
      async (req) => {
        await requestPasswordReset({
          db,
          clock,
          limits: ctx.config.limits,
          secret: ctx.config.appSecret,
          email: req.body.email,
          captcha: req.body.captcha,
          ip: req.ip,
        })
        const email = req.body.email
        ctx.background(() =>
          deliverPasswordReset({ db, clock, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, email }),
        )
        return { message: AUTH_MESSAGES.resetSent }
      },
    )

    app.post(
      '/reset-password',
      {
        schema: {
          summary: 'Set a new password with a reset link',
          body: ZResetPassword,
          response: { 200: ZMessage },
        },
      },
      async (req) => {
        await resetPassword({ db, clock, token: req.body.token, password: req.body.password })
        return { message: AUTH_MESSAGES.passwordChanged }
      },
    )
  }
}
