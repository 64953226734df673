import type { AccountRow, PointHistoryRow } from '../../../domain/account-report.ts'
import { businessDate, formatBusinessDateTime } from '../../../domain/business-time.ts'
import { adminMembershipOn, membershipExtensionProblem } from '../../../domain/membership.ts'
import * as contract from '../../../domain/contract/admin-accounts.ts'
import { account, accountPage, pointHistoryPage, takenByOthers, updateAccount } from '../../db/account-report.ts'
import { membershipFactsOf, setMembershipExtension } from '../../db/membership.ts'
import { byId } from '../../db/report-pages.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { csvAttachment, type CsvValue } from '../../services/csv.ts'
import { inMalaysianTime, pageOf, reportCsv } from './report-pages.ts'

const ACCOUNT_HEADER = ['id', 'name', 'email', 'number', 'tier', 'verified', inMalaysianTime('registeredAt')]
const POINT_HEADER = [inMalaysianTime('createdAt'), 'memberId', 'name', 'points', 'source']

const accountLine = (r: AccountRow): CsvValue[] => [r.id, r.name, r.email, r.number, r.tier, r.verified ? 'yes' : 'no', formatBusinessDateTime(r.registeredAt)]
const pointLine = (r: PointHistoryRow): CsvValue[] => [formatBusinessDateTime(r.createdAt), r.memberId, r.name, r.points, r.source]

/**
 * The accounts report and account edit (open to superadmins, spec 3 §2.1), the point history and a
 * member's point user report (spec 3 §2.10), and a member's membership end, which a dev admin may
 * move later (decision 142). The CSVs are streamed a page at a time.
 */
export function adminAccountRoutes({ db, clock }: AppDeps) {
  const app = createRouter()

  app.openapi(contractRoute(contract.accountReport), async (c) => {
    const { before, ...filter } = c.req.valid('json')
    return c.json(await pageOf((p) => accountPage(db, filter, p), before), 200)
  })

  app.openapi(contractRoute(contract.accountReportCsv), async (c) => {
    const filter = c.req.valid('query')
    return c.body(reportCsv(ACCOUNT_HEADER, (p) => accountPage(db, filter, p), byId, accountLine), 200, csvAttachment('accountReport.csv'))
  })

  app.openapi(contractRoute(contract.fetchAccount), async (c) => {
    const found = await account(db, c.req.valid('query').id)
    if (!found) throw new ApiError(404, 'accountNotFound')
    return c.json(found, 200)
  })

  app.openapi(contractRoute(contract.editAccount), async (c) => {
    const edit = c.req.valid('json')
    const after = await inTransaction(db, async (trx) => {
      const before = await account(trx, edit.id)
      if (!before) throw new ApiError(404, 'accountNotFound')
      const taken = await takenByOthers(trx, edit)
      if (taken.email) throw new ApiError(409, 'accountEmailTaken')
      if (taken.number) throw new ApiError(409, 'accountNumberTaken')
      await updateAccount(trx, edit, clock.now())
      const after = { id: edit.id, name: edit.name, email: edit.email, number: edit.number }
      await recordAudit(trx, { admin: c.get('admin'), entity: 'member', verb: 'edit', entityId: edit.id, before, after, at: clock.now() })
      return after
    })
    return c.json(after, 200)
  })

  app.openapi(contractRoute(contract.fetchMembership), async (c) => {
    const { id } = c.req.valid('query')
    if (!(await account(db, id))) throw new ApiError(404, 'accountNotFound')
    return c.json(adminMembershipOn(id, await membershipFactsOf(db, id), businessDate(clock.now())), 200)
  })

  app.openapi(contractRoute(contract.extendMembership), async (c) => {
    const { id, extendedTo } = c.req.valid('json')
    const at = clock.now()
    const today = businessDate(at)
    const after = await inTransaction(db, async (trx) => {
      if (!(await account(trx, id))) throw new ApiError(404, 'accountNotFound')
      const before = adminMembershipOn(id, await membershipFactsOf(trx, id), today)
      const problem = membershipExtensionProblem(before.ruleEndsOn, extendedTo, today)
      if (problem) throw new ApiError(problem === 'membershipHasNoEnd' ? 409 : 422, problem)
      await setMembershipExtension(trx, id, extendedTo, at)
      const after = adminMembershipOn(id, await membershipFactsOf(trx, id), today)
      await recordAudit(trx, { admin: c.get('admin'), entity: 'member', verb: 'extendMembership', entityId: id, before, after, at })
      return after
    })
    return c.json(after, 200)
  })

  app.openapi(contractRoute(contract.pointHistoryReport), async (c) => {
    const { before, ...filter } = c.req.valid('json')
    return c.json(await pageOf((p) => pointHistoryPage(db, filter, p), before), 200)
  })

  app.openapi(contractRoute(contract.pointHistoryReportCsv), async (c) => {
    const filter = c.req.valid('query')
    return c.body(reportCsv(POINT_HEADER, (p) => pointHistoryPage(db, filter, p), byId, pointLine), 200, csvAttachment('pointHistoryReport.csv'))
  })

  app.openapi(contractRoute(contract.pointUserReport), async (c) => {
    const { member: memberId, before } = c.req.valid('json')
    const member = await account(db, memberId)
    if (!member) throw new ApiError(404, 'accountNotFound')
    const page = await pageOf((p) => pointHistoryPage(db, { memberId }, p), before)
    return c.json({ member: { id: member.id, name: member.name }, ...page }, 200)
  })

  return app
}
