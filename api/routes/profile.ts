import { createRoute, z } from '@hono/zod-openapi'
import { type Member, MemberSchema } from '../../domain/member.ts'
import { PROFILE_COMPLETION_POINTS } from '../../domain/profile-rules.ts'
import { AddressAddSchema, AddressEditSchema, AddressRemoveSchema, BabyInfoAddSchema, DetailsEditSchema, ProfileCompletionSchema } from '../../domain/profile.ts'
import { memberView } from '../db/members.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { createRouter, errorResponse, jsonBody, jsonContent } from '../http/openapi.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { appendToLedger } from '../services/ledger.ts'
import { addAddress, editAddress, isOwnActiveAddress, removeAddress } from '../services/member-addresses.ts'
import { hasCompleteBaby, saveBaby } from '../services/member-babies.ts'
import { detailsChanges, SAVED_DETAILS_COLUMNS } from '../services/profile-details.ts'

const Tags = ['Profile']
const UpdatedMember = jsonContent(MemberSchema, 'The updated member')
const security = [{ bearer: [] }]
const common = {
  400: errorResponse('unknownField: a field the call does not take'),
  401: errorResponse('No valid session'),
  403: errorResponse('forbidden: an id that is not the token’s member'),
}
/** The completion's points are credited once: the ledger refuses a second row with this reference. */
const COMPLETION_REFERENCE = 'profile-completion'

const routes = {
  editDetails: createRoute({
    method: 'post',
    path: '/user/details/edit',
    tags: Tags,
    summary: 'Change name, race, nationality, pregnancy stage and due date; the stage, and the other details, change once in 6 months',
    security,
    request: { body: jsonBody(DetailsEditSchema) },
    responses: { 200: UpdatedMember, ...common, 422: errorResponse('invalidName, fillAllFields, edbRequired, pregnancyStageLocked or detailsLocked') },
  }),
  complete: createRoute({
    method: 'post',
    path: '/user/details/force/edit',
    tags: Tags,
    summary: `Complete the profile once (details, an address, babies) for ${PROFILE_COMPLETION_POINTS} points; replays with the same Idempotency-Key answer the first result`,
    security,
    request: { headers: z.object({ 'idempotency-key': z.string().optional() }), body: jsonBody(ProfileCompletionSchema) },
    responses: {
      200: UpdatedMember,
      ...common,
      404: errorResponse('addressNotFound or babyNotFound: not one of the member’s own'),
      409: errorResponse('profileAlreadyCompleted'),
      422: errorResponse('nameRequired, invalidName, fillAllFields, babyBirthDateRequired, edbRequired, addressRequired, addressFieldsRequired, invalidAddress, addressLimit, sizeNotInBrand, babyBirthDateRange, babyLimit or babyRequired'),
    },
  }),
  addAddress: createRoute({
    method: 'post',
    path: '/user/address/add',
    tags: Tags,
    summary: 'Add an address; state, city and postcode must be a real combination',
    security,
    request: { body: jsonBody(AddressAddSchema) },
    responses: { 200: UpdatedMember, ...common, 422: errorResponse('addressFieldsRequired, invalidAddress or addressLimit') },
  }),
  editAddress: createRoute({
    method: 'post',
    path: '/user/address/edit',
    tags: Tags,
    summary: 'Change one of the member’s addresses: it gets a new id in the same place of the list, and orders already sent keep the old one',
    security,
    request: { body: jsonBody(AddressEditSchema) },
    responses: { 200: UpdatedMember, ...common, 404: errorResponse('addressNotFound'), 422: errorResponse('addressFieldsRequired or invalidAddress') },
  }),
  removeAddress: createRoute({
    method: 'post',
    path: '/user/address/remove',
    tags: Tags,
    summary: 'Take an address off the member’s list',
    security,
    request: { body: jsonBody(AddressRemoveSchema) },
    responses: { 200: UpdatedMember, ...common, 404: errorResponse('addressNotFound') },
  }),
  saveBaby: createRoute({
    method: 'post',
    path: '/user/babyinfo/add',
    tags: Tags,
    summary: 'Add a baby, or change one of the member’s own (babyInfo.babyId)',
    security,
    request: { body: jsonBody(BabyInfoAddSchema) },
    responses: { 200: UpdatedMember, ...common, 404: errorResponse('babyNotFound'), 422: errorResponse('babyNameRequired, babyBirthDateRequired, fillAllFields, invalidName, sizeNotInBrand, babyBirthDateRange or babyLimit') },
  }),
}

const isParent = (stage: string) => stage === 'oneChild' || stage === 'moreChild'

export function profileRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const app = createRouter()
  const member = requireMember(deps)

  app.openapi({ ...routes.editDetails, middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, ...details } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await db.transaction().execute(async (trx) => {
      const saved = await trx.selectFrom('members').select(SAVED_DETAILS_COLUMNS).where('id', '=', memberId).executeTakeFirstOrThrow()
      const changes = detailsChanges(saved, details, at, { locks: true })
      if (Object.keys(changes).length) await trx.updateTable('members').set({ ...changes, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
    })
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...routes.complete, middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const body = c.req.valid('json')
    const { id, addressId, address, babyInfos, ...details } = body
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: 'profile-completion', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(body), at }
    const answer = await runOnce<Member>(db, scope, async (trx) => {
      const saved = await trx.selectFrom('members').select([...SAVED_DETAILS_COLUMNS, 'forceUpdated']).where('id', '=', memberId).executeTakeFirstOrThrow()
      // Once completed, this call would only be a way round the 6-month locks.
      if (saved.forceUpdated) throw new ApiError(409, 'profileAlreadyCompleted')
      const changes = detailsChanges(saved, details, at, { locks: false })
      for (const baby of babyInfos) await saveBaby(trx, memberId, baby, at)
      if (isParent(details.pregnancyStage) && !(await hasCompleteBaby(trx, memberId))) throw new ApiError(422, 'babyRequired')
      if (address) await addAddress(trx, memberId, address, at)
      else if (!(await isOwnActiveAddress(trx, memberId, addressId!))) throw new ApiError(404, 'addressNotFound')
      // Conditional, so two completions racing each other cannot both pass.
      const completed = await trx
        .updateTable('members')
        .set({ ...changes, forceUpdated: 1, updatedAt: at.toISOString() })
        .where('id', '=', memberId)
        .where('forceUpdated', '=', 0)
        .executeTakeFirst()
      if (Number(completed.numUpdatedRows) !== 1) throw new ApiError(409, 'profileAlreadyCompleted')
      await appendToLedger(trx, { memberId, points: PROFILE_COMPLETION_POINTS, source: 'profileUpdate', reference: COMPLETION_REFERENCE, at })
      return { status: 200, body: await memberView(trx, memberId, at) }
    })
    return c.json(answer.body, 200)
  })

  app.openapi({ ...routes.addAddress, middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, address } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await db.transaction().execute((trx) => addAddress(trx, memberId, address, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...routes.editAddress, middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, addressId, address } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await db.transaction().execute((trx) => editAddress(trx, memberId, addressId, address, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...routes.removeAddress, middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, addressId } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await removeAddress(db, memberId, addressId, at)
    return c.json(await memberView(db, memberId, at), 200)
  })

  app.openapi({ ...routes.saveBaby, middleware: [member] }, async (c) => {
    const { id: memberId } = c.get('member')
    const { id, babyInfo } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    await db.transaction().execute((trx) => saveBaby(trx, memberId, babyInfo, at))
    return c.json(await memberView(db, memberId, at), 200)
  })

  return app
}
