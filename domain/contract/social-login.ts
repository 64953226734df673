import { z } from 'zod'
import { SocialCallbackSchema, SocialOutcomeSchema, SocialStartSchema } from '../social-login.ts'
import { defineRoute } from './define-route.ts'

/** Signing up and in through the club's OpenID Connect provider (issue 23 item 1; decisions 133-135). */
const tags = ['Member identity']

export const startSocialLogin = defineRoute({
  method: 'post',
  path: '/user/social/start',
  access: 'public',
  tags,
  summary: "Where to send the browser to sign in with the provider (authorization code with PKCE, a state and a nonce kept by the server for 10 minutes); the provider sends it back to `{base}social/callback`",
  json: SocialStartSchema,
  responses: { 200: z.object({ url: z.url() }) },
  errors: { 404: ['socialLoginOff'], 503: ['socialUnavailable'] },
})

export const finishSocialLogin = defineRoute({
  method: 'post',
  path: '/user/social/callback',
  access: 'public',
  tags,
  summary: 'Hand over the query the provider sent the browser back with: the code is exchanged once, its state and nonce checked, and the answer says what comes next',
  json: SocialCallbackSchema,
  responses: { 200: SocialOutcomeSchema },
  errors: { 401: ['socialSignInFailed'], 404: ['socialLoginOff'], 410: ['socialSignInExpired'], 422: ['socialNoEmail'], 503: ['socialUnavailable'] },
})
