import { approveReceipt as approve, fetchReceiptQueue, rejectReceipt as reject } from '../../../domain/contract/admin-receipts.ts'
import type { AppDeps } from '../../deps.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { approveReceipt, rejectReceipt } from '../../services/receipt-decisions.ts'
import { receiptQueue } from '../../services/receipt-queue.ts'

export function adminReceiptRoutes(deps: AppDeps) {
  const { db, clock, config, push } = deps
  const app = createRouter()

  const receipt = async (id: string) => (await receiptQueue(db, config.apiRoot, { id })).data[0]!

  app.openapi(contractRoute(fetchReceiptQueue), async (c) => c.json(await receiptQueue(db, config.apiRoot, c.req.valid('query')), 200))

  app.openapi(contractRoute(approve), async (c) => {
    const input = c.req.valid('json')
    await approveReceipt(db, input, { admin: c.get('admin'), at: clock.now() })
    void push.sendDue() // the member's message, now committed
    return c.json(await receipt(input.id), 200)
  })

  app.openapi(contractRoute(reject), async (c) => {
    const input = c.req.valid('json')
    await rejectReceipt(db, input, { admin: c.get('admin'), at: clock.now() })
    void push.sendDue()
    return c.json(await receipt(input.id), 200)
  })

  return app
}
