import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTRACTS } from '../../../domain/contract/index.ts'

/**
 * Every back-office write is audited (DECISIONS "Back office (wave 2)"). Each admin route that is
 * not a GET names here the audit actions it records, and a test somewhere under api/ asserts each
 * action; or it is exempt, with the reason. A new write route fails this sweep until it is one or
 * the other.
 */
const AUDITED: Record<string, string[]> = {
  'post /admin/auth/unlock': ['admin.unlock'],
  'post /admin/setting/admin/add': ['admin.add'],
  'post /admin/setting/admin/disable': ['admin.disable'],
  'post /admin/setting/admin/enable': ['admin.enable'],
  'post /admin/setting/admin/password': ['admin.resetPassword'],
  'post /admin/setting/admin/role': ['admin.changeRole'],
  'post /admin/setting/brand/add': ['brand.add'],
  'post /admin/setting/brand/edit': ['brand.edit'],
  'post /admin/setting/format/add': ['format.add'],
  'post /admin/setting/brand/assign': ['brand.assignFormat'],
  'post /admin/setting/code/generate': ['codeBatch.generate'],
  'post /admin/setting/hide/batchCode': ['codeBatch.hide', 'codeBatch.show'],
  'post /admin/setting/doublePointsDate/edit': ['pointSettings.edit'],
  'post /admin/setting/news/add': ['news.add'],
  'post /admin/setting/news/edit': ['news.edit'],
  'post /admin/setting/news/show': ['news.show', 'news.hide'],
  'delete /admin/setting/news/remove/{id}': ['news.remove'],
  'post /admin/setting/article/add': ['article.add'],
  'post /admin/setting/article/edit': ['article.edit'],
  'post /admin/setting/article/show': ['article.show', 'article.hide'],
  'post /admin/setting/notice/add': ['notice.add'],
  'post /admin/setting/notice/edit': ['notice.edit'],
  'post /admin/setting/notice/delete': ['notice.remove'],
  'post /admin/setting/retailer/add': ['retailer.add'],
  'post /admin/setting/retailer/edit': ['retailer.edit'],
  'post /admin/setting/sku/add': ['sku.add'],
  'post /admin/setting/sku/edit': ['sku.edit'],
  'post /admin/setting/receipt/approve': ['receipt.approve'],
  'post /admin/setting/receipt/reject': ['receipt.reject'],
  'post /admin/setting/hide/sample': ['sample.hide'],
  'post /admin/setting/diaper/add': ['sample.add'],
  'post /admin/setting/diaper/edit': ['sample.edit'],
  'post /admin/setting/sample/question/add': ['surveyQuestion.add'],
  'post /admin/setting/sample/question/show': ['surveyQuestion.hide'],
  'post /admin/setting/club/brand': ['clubSettings.edit'],
  'post /admin/setting/club/links': ['clubSettings.edit'],
  'post /admin/setting/points/tierMultipliers': ['pointSettings.edit'],
  'post /admin/setting/points/tierBonuses': ['pointSettings.edit'],
  'post /admin/setting/points/referral': ['pointSettings.edit'],
  'post /admin/setting/category/add': ['shopCategory.add'],
  'post /admin/setting/item/add': ['shopItem.add'],
  'post /admin/setting/item/edit': ['shopItem.edit'],
  'post /admin/setting/hide/item': ['shopItem.hide'],
  'post /admin/setting/pregnantItem/addPregnant': ['pregnantItem.add'],
  'post /admin/setting/pregnant/editPregnant': ['pregnantItem.edit'],
  'post /admin/setting/hide/itemPregnant': ['pregnantItem.hide'],
  'post /admin/setting/orders/advance': ['order.advance'],
  'post /admin/setting/orders/cancel': ['order.cancel'],
  'post /admin/setting/hide/voucher': ['voucherType.hide'],
  'post /admin/setting/voucherType/add': ['voucherType.add'],
  'post /admin/setting/voucher/upload': ['voucherBatch.upload'],
  'post /admin/setting/account/edit': ['member.edit'],
  'post /admin/setting/account/membership/extend': ['member.extendMembership'],
  'post /admin/setting/wishingtree/add': ['wisher.add'],
  'post /admin/setting/wishingtree/edit': ['wisher.edit'],
  'post /admin/setting/wishingtree/show': ['wisher.show', 'wisher.hide'],
  'post /admin/setting/journey/edit': ['journey.edit'],
  'post /admin/setting/blog/add': ['blog.add'],
  'post /admin/setting/blog/edit': ['blog.edit'],
  'post /admin/setting/blog/show': ['blog.show', 'blog.hide'],
  'post /admin/setting/item/donate/add': ['donateItem.add'],
  'post /admin/setting/item/donate/edit': ['donateItem.edit'],
  'post /admin/setting/item/donate/show': ['donateItem.show', 'donateItem.hide'],
  'post /admin/setting/mysterybox/campaign/add': ['mysteryCampaign.add'],
  'post /admin/setting/mysterybox/campaign/edit': ['mysteryCampaign.edit'],
  'post /admin/setting/mysterybox/prize/add': ['mysteryPrize.add'],
  'post /admin/setting/mysterybox/prize/edit': ['mysteryPrize.edit'],
  'post /admin/setting/mysterybox/draw/weekly': ['mysteryDraw.weekly'],
  'post /admin/setting/mysterybox/draw/grand': ['mysteryDraw.grand'],
  'post /admin/setting/add/contest': ['contest.add'],
  'post /admin/setting/edit/contest': ['contest.edit'],
  'post /admin/setting/contest/show': ['contest.show', 'contest.hide'],
  'post /admin/report/updateActivity': ['contestEntry.pending', 'contestEntry.consolidation', 'contestEntry.winner'],
  'post /admin/setting/massCredit': ['massCredit.credit'],
  'post /admin/setting/massCredit/reverse': ['massCredit.reverse'],
  'post /admin/setting/promoter/add': ['promoter.add'],
  'post /admin/setting/promoter/edit': ['promoter.edit'],
  'post /admin/setting/bulkCreateUsers': ['bulkUsers.create'],
}

const EXEMPT: Record<string, string> = {
  'post /admin/auth/login': 'signing in opens a session; it changes nothing the back office manages',
  'post /admin/auth/session': 'checks a token; writes nothing',
  'post /admin/auth/logout': 'ends one own session; changes nothing the back office manages',
  'post /admin/fetch/dashboard/code/detail': 'a code lookup sent as POST (spec 3 §7); writes nothing',
  'post /admin/fetch/dashboard/voucher/upload/check': 'checks a CSV before the upload; writes nothing',
  'post /admin/report/scan': 'a report sent as POST (spec 3 §7); writes nothing',
  'post /admin/report/sample': 'a report sent as POST; writes nothing',
  'post /admin/report/redemptionv2': 'a report sent as POST; writes nothing',
  'post /admin/report/user/details': 'a report sent as POST; writes nothing',
  'post /admin/report/pointv2': 'a report sent as POST; writes nothing',
  'post /admin/report/point/user': 'a report sent as POST; writes nothing',
  'post /admin/report/allActivity': 'lists contests, sent as POST (spec 3 §7); writes nothing',
  'post /admin/report/activity': "lists a contest's entries, sent as POST (spec 3 §7); writes nothing",
  'post /admin/setting/massCredit/check': 'the dry run: checks a CSV and shows the totals; writes nothing',
  'post /admin/fetch/dashboard/promoter': 'the promoter dashboard, a report sent as POST (spec 3 §7); writes nothing',
  'post /admin/setting/bulkCreateUsers/check': 'Check Validity, the dry run: reads a CSV and lists the rows with issues; writes nothing',
}

/** The text of every test file under api/, but this one. */
function apiTests(dir = path.resolve(import.meta.dirname, '../..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return apiTests(file)
    return entry.name.endsWith('.test.ts') && file !== import.meta.filename ? [readFileSync(file, 'utf8')] : []
  })
}

describe('the audit sweep', () => {
  const writes = CONTRACTS.filter((c) => c.path.startsWith('/admin/') && c.method !== 'get').map((c) => `${c.method} ${c.path}`)

  it('finds every back-office write either audited or exempt with its reason, and names no route that is gone', () => {
    expect(writes.filter((w) => !(w in AUDITED) && !(w in EXEMPT))).toEqual([])
    expect([...Object.keys(AUDITED), ...Object.keys(EXEMPT)].filter((w) => !writes.includes(w))).toEqual([])
  })

  it('has a test asserting each audited action', () => {
    const tests = apiTests().join('\n')
    const actions = [...new Set(Object.values(AUDITED).flat())]
    expect(actions.filter((action) => !tests.includes(`'${action}'`))).toEqual([])
  })
})
