import { fetchQuests } from '../../domain/contract/rewards.ts'
import { questReward } from '../../domain/quests.ts'
import { activeQuestGroups, doneKinds, rewardContext } from '../db/quests.ts'
import type { AppDeps } from '../deps.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'

export function questRoutes(deps: AppDeps) {
  const { db } = deps
  return createRouter().openapi({ ...contractRoute(fetchQuests), middleware: [requireMember(deps)] }, async (c) => {
    refuseOtherMember(c, c.req.valid('json').id)
    const memberId = c.get('member').id
    const [done, context, groups] = await Promise.all([doneKinds(db, memberId), rewardContext(db, memberId), activeQuestGroups(db)])
    // Each quest's promise comes from the rules that credit it, so the two never disagree.
    const data = groups.map((g) => ({ ...g, quests: g.quests.map((q) => ({ ...q, ...questReward(q.kind, context), completed: done.has(q.kind) })) }))
    return c.json({ data }, 200)
  })
}
