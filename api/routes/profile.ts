import * as routes from '../../domain/contract/profile.ts'
import type { Member } from '../../domain/member.ts'
import { PROFILE_COMPLETION_POINTS } from '../../domain/profile-rules.ts'
import { markProfileCompleted, memberView, savedDetails, updateMemberDetails } from '../db/members.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { appendToLedger } from '../services/ledger.ts'
import { mayEarn } from '../services/membership.ts'
import { addAddress, editAddress, isOwnActiveAddress, removeAddress } from '../services/member-addresses.ts'
import { hasCompleteBaby, saveBaby } from '../services/member-babies.ts'
import { detailsChanges } from '../services/profile-details.ts'
import { inTransaction } from '../db/transaction.ts'
import { saveTrackingConsent } from '../db/tracking-events.ts'

/** The completion's points are credited once: the ledger refuses a second row with this reference. */
const COMPLETION_REFERENCE = 'profile-completion'

const isParent = (stage: string) => stage === 'oneChild' || stage === 'moreChild'

export function profileRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()
  const member = requireMember(deps)

  app.openapi({ ...contractRoute(routes.editDetails), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, ...details } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await inTransaction(db, async (trx) => {
      const changes = detailsChanges(await savedDetails(trx, memberId), details, at, { locks: true })
      if (Object.keys(changes).length) await updateMemberDetails(trx, memberId, changes, at)
    })
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...contractRoute(routes.completeProfile), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const body = c.req.valid('json')
    const { id, addressId, address, babyInfos, ...details } = body
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: 'profile-completion', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(body), at }
    const answer = await runOnce<Member>(db, scope, async (trx) => {
      const saved = await savedDetails(trx, memberId)
      // Once completed, this call would only be a way round the 6-month locks.
      if (saved.forceUpdated) throw new ApiError(409, 'profileAlreadyCompleted')
      const changes = detailsChanges(saved, details, at, { locks: false })
      for (const baby of babyInfos) await saveBaby(trx, memberId, baby, at)
      if (isParent(details.pregnancyStage) && !(await hasCompleteBaby(trx, memberId))) throw new ApiError(422, 'babyRequired')
      if (address) await addAddress(trx, memberId, address, at)
      else if (!(await isOwnActiveAddress(trx, memberId, addressId!))) throw new ApiError(404, 'addressNotFound')
      // Conditional, so two completions racing each other cannot both pass.
      if (!(await markProfileCompleted(trx, memberId, changes, at))) throw new ApiError(409, 'profileAlreadyCompleted')
      // The profile is completed either way; a member whose membership ended earns nothing for it.
      if (await mayEarn(trx, memberId, at)) await appendToLedger(trx, { memberId, points: PROFILE_COMPLETION_POINTS, source: 'profileUpdate', reference: COMPLETION_REFERENCE, at })
      return { status: 200, body: await memberView(trx, memberId, at) }
    })
    return c.json(answer.body, 200)
  })

  app.openapi({ ...contractRoute(routes.addAddress), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, address } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await inTransaction(db, (trx) => addAddress(trx, memberId, address, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...contractRoute(routes.editAddress), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, addressId, address } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await inTransaction(db, (trx) => editAddress(trx, memberId, addressId, address, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...contractRoute(routes.removeAddress), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, addressId } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await removeAddress(db, memberId, addressId, at)
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...contractRoute(routes.saveBaby), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, babyInfo } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await inTransaction(db, (trx) => saveBaby(trx, memberId, babyInfo, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...contractRoute(routes.saveTrackingConsent), middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const at = clock.now()
    await inTransaction(db, (trx) => saveTrackingConsent(trx, memberId, c.req.valid('json').consent, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  return app
}
