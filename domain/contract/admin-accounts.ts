import { z } from 'zod'
import {
  AccountEditSchema,
  AccountRowSchema,
  AccountSchema,
  PointHistoryRowSchema,
  ReportFilterSchema,
  ReportPageQuerySchema,
  reportPage,
} from '../account-report.ts'
import { AdminMembershipSchema, MembershipExtensionSchema } from '../membership.ts'
import { defineRoute, fileAnswer } from './define-route.ts'

const tags = ['Admin: accounts and point history']
/** Spec 3 §2.1: a superadmin reaches the account pages, and only them. */
const accountRoles = ['dev', 'superadmin'] as const

export const accountReport = defineRoute({
  method: 'post',
  path: '/admin/report/user/details',
  access: 'admin',
  adminRoles: accountRoles,
  tags,
  summary: 'Accounts report, newest first, 100 a page: registered between two Malaysian dates (inclusive), searched by email or phone',
  json: ReportPageQuerySchema,
  responses: { 200: reportPage(AccountRowSchema) },
  errors: { 422: ['dateRangeRequired'] },
})

export const accountReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/user/details/csv',
  access: 'admin',
  adminRoles: accountRoles,
  tags,
  summary: 'The filtered accounts report as accountReport.csv, streamed as it is read',
  query: ReportFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'Accounts, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})

export const fetchAccount = defineRoute({
  method: 'get',
  path: '/admin/report/user/detail',
  access: 'admin',
  adminRoles: accountRoles,
  tags,
  summary: 'One user account, for its edit form',
  query: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: AccountSchema },
  errors: { 404: ['accountNotFound'] },
})

export const editAccount = defineRoute({
  method: 'post',
  path: '/admin/setting/account/edit',
  access: 'admin',
  adminRoles: accountRoles,
  tags,
  summary: "Edit an account's name, email and phone; the email and phone must be no other account's",
  json: AccountEditSchema,
  responses: { 200: AccountSchema },
  errors: { 404: ['accountNotFound'], 409: ['accountEmailTaken', 'accountNumberTaken'], 422: ['accountFieldEmpty', 'accountNameFormat', 'accountEmailFormat', 'accountNumberFormat'] },
})

export const pointHistoryReport = defineRoute({
  method: 'post',
  path: '/admin/report/pointv2',
  access: 'admin',
  tags,
  summary: 'Point history report: every ledger row, newest first, 100 a page, between two Malaysian dates, searched by email or phone',
  json: ReportPageQuerySchema,
  responses: { 200: reportPage(PointHistoryRowSchema) },
  errors: { 422: ['dateRangeRequired'] },
})

export const pointHistoryReportCsv = defineRoute({
  method: 'get',
  path: '/admin/report/pointv2/csv',
  access: 'admin',
  tags,
  summary: 'The filtered point history as pointHistoryReport.csv, streamed as it is read',
  query: ReportFilterSchema,
  responses: { 200: fileAnswer('text/csv', 'Ledger rows, times in Malaysian time') },
  errors: { 422: ['dateRangeRequired'] },
})

export const pointUserReport = defineRoute({
  method: 'post',
  path: '/admin/report/point/user',
  access: 'admin',
  tags,
  summary: "Point user report: one member's name and ledger rows, newest first, 100 a page",
  json: z.strictObject({ member: z.number().int().positive(), before: z.number().int().positive().optional() }),
  responses: { 200: reportPage(PointHistoryRowSchema).extend({ member: z.object({ id: z.number().int(), name: z.string() }) }) },
  errors: { 404: ['accountNotFound'] },
})

export const fetchMembership = defineRoute({
  method: 'get',
  path: '/admin/report/user/membership',
  access: 'admin',
  tags,
  summary: "One member's membership: when it ends (by the rule, and any extension) and whether it has",
  query: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
  responses: { 200: AdminMembershipSchema },
  errors: { 404: ['accountNotFound'] },
})

export const extendMembership = defineRoute({
  method: 'post',
  path: '/admin/setting/account/membership/extend',
  access: 'admin',
  tags,
  summary: "Move a membership's end later: the member earns again until the new end, and is told again 30 days before it",
  json: MembershipExtensionSchema,
  responses: { 200: AdminMembershipSchema },
  errors: { 404: ['accountNotFound'], 409: ['membershipHasNoEnd'], 422: ['membershipExtensionInvalid'] },
})
