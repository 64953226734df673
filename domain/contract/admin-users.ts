import { z } from 'zod'
import { AdminAccountSchema, AdminCreateSchema, AdminIdSchema, AdminPasswordResetSchema, AdminRoleChangeSchema } from '../admin.ts'
import { defineRoute } from './define-route.ts'

const tags = ['Admin: admin users']
const changeErrors = { 404: ['adminNotFound'], 409: ['adminAccountProtected'] } as const

export const fetchAdminAccounts = defineRoute({
  method: 'get',
  path: '/admin/fetch/admins',
  access: 'admin',
  tags,
  summary: 'Every back-office account with its role, state, who created it and when, and its last sign-in',
  responses: { 200: z.object({ data: z.array(AdminAccountSchema) }) },
})

export const addAdminAccount = defineRoute({
  method: 'post',
  path: '/admin/setting/admin/add',
  access: 'admin',
  tags,
  summary: 'Create an admin (dev or superadmin) with a strong password: 12+ characters, the member rule otherwise',
  json: AdminCreateSchema,
  responses: { 201: AdminAccountSchema },
  errors: { 409: ['adminUsernameTaken'] },
})

export const disableAdminAccount = defineRoute({
  method: 'post',
  path: '/admin/setting/admin/disable',
  access: 'admin',
  tags,
  summary: 'Disable an admin: it cannot sign in and its sessions end at once; never oneself, the bootstrap admin or the last enabled dev admin',
  json: AdminIdSchema,
  responses: { 200: AdminAccountSchema },
  errors: changeErrors,
})

export const enableAdminAccount = defineRoute({
  method: 'post',
  path: '/admin/setting/admin/enable',
  access: 'admin',
  tags,
  summary: 'Enable a disabled admin again',
  json: AdminIdSchema,
  responses: { 200: AdminAccountSchema },
  errors: { 404: ['adminNotFound'] },
})

export const resetAdminPassword = defineRoute({
  method: 'post',
  path: '/admin/setting/admin/password',
  access: 'admin',
  tags,
  summary: "Set an admin's password (a strong one); its sessions end at once",
  json: AdminPasswordResetSchema,
  responses: { 200: AdminAccountSchema },
  errors: { 404: ['adminNotFound'] },
})

export const changeAdminRole = defineRoute({
  method: 'post',
  path: '/admin/setting/admin/role',
  access: 'admin',
  tags,
  summary: "Change an admin's role; never one's own, the bootstrap admin's, nor the last enabled dev admin's",
  json: AdminRoleChangeSchema,
  responses: { 200: AdminAccountSchema },
  errors: changeErrors,
})
