import { AdminLoginSchema, AdminSessionSchema, AdminUnlockSchema } from '../admin.ts'
import { SessionCheckSchema } from '../identity.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin identity']

export const adminLogIn = defineRoute({
  method: 'post',
  path: '/admin/auth/login',
  access: 'public',
  tags,
  summary: 'Back-office sign-in; the session type is the admin role',
  json: AdminLoginSchema,
  responses: { 200: AdminSessionSchema },
  errors: { 401: ['adminLoginFailed'], 403: ['adminDisabled'], 423: ['accountLocked'] },
})

export const adminUnlock = defineRoute({
  method: 'post',
  path: '/admin/auth/unlock',
  access: 'admin',
  tags,
  summary: 'Lift the sign-in locks on an admin account, from every address (dev admins, the bootstrap admin among them)',
  json: AdminUnlockSchema,
  responses: { 204: null },
  errors: { 404: ['adminNotFound'] },
})

export const adminCheckSession = defineRoute({
  method: 'post',
  path: '/admin/auth/session',
  access: 'public',
  tags,
  summary: 'Check a back-office session token',
  json: SessionCheckSchema,
  responses: { 200: AdminSessionSchema.omit({ token: true }) },
  errors: { 401: ['unauthorized'] },
})

export const adminLogOut = defineRoute({
  method: 'post',
  path: '/admin/auth/logout',
  access: 'admin',
  tags,
  summary: 'Revoke the back-office session of the bearer token',
  responses: { 204: null },
})
