import * as contract from '../../../domain/contract/admin-mystery-box.ts'
import { type MysteryPrizeKind, prizeRewardProblem } from '../../../domain/mystery-box.ts'
import type { FormFile } from '../../../domain/uploads.ts'
import { adminCampaigns, adminDraws, adminPrizes, insertCampaign, insertPrize, type PrizeRow, updateCampaign, updatePrize } from '../../db/mystery-box.ts'
import { inTransaction } from '../../db/transaction.ts'
import { voucherType } from '../../db/vouchers.ts'
import type { AppDeps } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { rerunDraw, runDraw } from '../../services/mystery-draws.ts'
import { PUBLIC_IMAGE, publicFileUrl, saveUpload } from '../../services/uploads.ts'

interface PrizeForm {
  kind: MysteryPrizeKind
  points?: number | undefined
  voucherTypeId?: number | undefined
  nameEn: string
  nameBm: string
  weight: number
  stock: number
}

/**
 * Mystery-box campaigns in the back office (DECISIONS "Rewards and fulfilment"): campaigns, their
 * prize tables and their weekly and grand draws. Images are checked by content and stored before
 * the write's transaction (which may run twice); every write is audited inside it.
 */
export function adminMysteryBoxRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const oneCampaign = async (trx: typeof db, id: number) => (await adminCampaigns(trx, id))[0]
  const onePrize = async (trx: typeof db, id: number) => (await adminPrizes(trx, { id }))[0]

  /** The prize's row from its form: points for a points prize, an uploaded (not milestone) voucher type for a voucher prize. */
  const prizeRow = async (form: PrizeForm): Promise<PrizeRow> => {
    const problem = prizeRewardProblem(form)
    if (problem) throw new ApiError(422, problem)
    if (form.kind === 'voucher') {
      const type = await voucherType(db, form.voucherTypeId!)
      if (!type || type.milestone !== null) throw new ApiError(422, 'mysteryVoucherTypeInvalid')
    }
    return {
      kind: form.kind,
      points: form.kind === 'points' ? form.points! : null,
      voucherTypeId: form.kind === 'voucher' ? form.voucherTypeId! : null,
      nameEn: form.nameEn,
      nameBm: form.nameBm,
      weight: form.weight,
      stock: form.stock,
    }
  }
  const storeImage = async (file: FormFile) => publicFileUrl(config.apiRoot, await saveUpload(files, file, PUBLIC_IMAGE))

  app.openapi(contractRoute(contract.fetchMysteryCampaigns), async (c) => c.json({ data: await adminCampaigns(db) }, 200))

  app.openapi(contractRoute(contract.fetchMysteryCampaign), async (c) => {
    const { id } = c.req.valid('query')
    const campaign = await oneCampaign(db, id)
    if (!campaign) throw new ApiError(404, 'mysteryCampaignNotFound')
    return c.json({ campaign, prizes: await adminPrizes(db, { campaignId: id }), draws: await adminDraws(db, { campaignId: id }) }, 200)
  })

  app.openapi(contractRoute(contract.addMysteryCampaign), async (c) => {
    const at = clock.now()
    const added = await inTransaction(db, async (trx) => {
      const id = await insertCampaign(trx, c.req.valid('json'), at)
      const after = (await oneCampaign(trx, id))!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'mysteryCampaign', verb: 'add', entityId: id, before: null, after, at })
      return after
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(contract.editMysteryCampaign), async (c) => {
    const { id, ...fields } = c.req.valid('json')
    const at = clock.now()
    const edited = await inTransaction(db, async (trx) => {
      const before = await oneCampaign(trx, id)
      if (!before || !(await updateCampaign(trx, id, fields, at))) throw new ApiError(404, 'mysteryCampaignNotFound')
      const after = (await oneCampaign(trx, id))!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'mysteryCampaign', verb: 'edit', entityId: id, before, after, at })
      return after
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(contract.addMysteryPrize), async (c) => {
    const { campaignId, file, ...form } = c.req.valid('form')
    if (!(await oneCampaign(db, campaignId))) throw new ApiError(404, 'mysteryCampaignNotFound')
    const row = await prizeRow(form)
    const image = await storeImage(file)
    const at = clock.now()
    const added = await inTransaction(db, async (trx) => {
      if (!(await oneCampaign(trx, campaignId))) throw new ApiError(404, 'mysteryCampaignNotFound')
      const id = await insertPrize(trx, campaignId, { ...row, image }, at)
      const after = (await onePrize(trx, id))!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'mysteryPrize', verb: 'add', entityId: id, before: null, after, at })
      return after
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(contract.editMysteryPrize), async (c) => {
    const { id, file, ...form } = c.req.valid('form')
    if (!(await onePrize(db, id))) throw new ApiError(404, 'mysteryPrizeNotFound')
    const row = await prizeRow(form)
    const image = file ? await storeImage(file) : undefined
    const at = clock.now()
    const edited = await inTransaction(db, async (trx) => {
      const before = await onePrize(trx, id)
      if (!before) throw new ApiError(404, 'mysteryPrizeNotFound')
      if (!(await updatePrize(trx, id, image ? { ...row, image } : row, at))) throw new ApiError(409, 'mysteryStockBelowGiven')
      const after = (await onePrize(trx, id))!
      await recordAudit(trx, { admin: c.get('admin'), entity: 'mysteryPrize', verb: 'edit', entityId: id, before, after, at })
      return after
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(contract.runWeeklyDraw), async (c) => {
    const { campaignId, week } = c.req.valid('json')
    return c.json(await runDraw(db, { kind: 'weekly', campaignId, week }, c.get('admin'), clock.now()), 201)
  })

  app.openapi(contractRoute(contract.runGrandDraw), async (c) => {
    const { campaignId } = c.req.valid('json')
    return c.json(await runDraw(db, { kind: 'grand', campaignId }, c.get('admin'), clock.now()), 201)
  })

  return app.openapi(contractRoute(contract.rerunMysteryDraw), async (c) => c.json(await rerunDraw(db, c.req.valid('query').id), 200))
}
