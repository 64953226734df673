import { businessDate } from '../../domain/business-time.ts'
import { fetchMyVouchers, fetchVoucherOffers, redeemVoucher, useVoucher } from '../../domain/contract/vouchers.ts'
import { voucherOffers, vouchersOf } from '../db/vouchers.ts'
import { inTransaction } from '../db/transaction.ts'
import { recordEvent } from '../db/tracking-events.ts'
import type { AppDeps } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { balanceOf } from '../services/ledger.ts'
import * as vouchers from '../services/vouchers.ts'

/** E-vouchers for members (spec 2 §2-§4, §7): offers, redeem for points, my vouchers, use once. */
export function voucherRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const member = requireMember(deps)
  const writes = rateLimit(db, clock, { limit: 30, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchVoucherOffers), middleware: [member] }, async (c) => c.json({ data: await voucherOffers(db, businessDate(clock.now())) }, 200))

  app.openapi({ ...contractRoute(redeemVoucher), middleware: [member, writes] }, async (c) => {
    const memberId = c.get('member').id
    const { id, voucherId } = c.req.valid('json')
    refuseOtherMember(c, id)
    const at = clock.now()
    const scope = { memberId, route: 'voucher-redeem', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(voucherId), at }
    const answer = await runOnce(db, scope, async (trx) => {
      const voucher = await vouchers.redeemVoucher(trx, memberId, voucherId, at)
      await recordEvent(trx, memberId, { event: 'voucherRedeemed', voucherType: voucherId, points: voucher.points }, at)
      return { status: 200, body: { voucher, totalPoints: await balanceOf(trx, memberId) } }
    })
    return c.json(answer.body, 200)
  })

  app.openapi({ ...contractRoute(fetchMyVouchers), middleware: [member] }, async (c) => c.json({ data: await vouchersOf(db, c.get('member').id) }, 200))

  app.openapi({ ...contractRoute(useVoucher), middleware: [member, writes] }, async (c) => {
    const { id, userId } = c.req.valid('json')
    refuseOtherMember(c, userId)
    const voucher = await inTransaction(db, (trx) => vouchers.useVoucher(trx, c.get('member').id, id, clock.now()))
    return c.json({ voucher }, 200)
  })

  return app
}
