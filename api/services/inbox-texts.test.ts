import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/languages.ts'
import { INBOX_TEXTS, inboxText, REJECTION_REASON_TEXTS, TIER_NAMES } from './inbox-texts.ts'

/** The web app's texts, read as data: a push must say what the inbox says. */
const locale = (language: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../web/locales/${language}.json`), 'utf8'))

describe('push texts', () => {
  it('are the web app’s inbox texts, tier names and rejection reasons, word for word', () => {
    for (const language of LANGUAGES) {
      const web = locale(language)
      expect(INBOX_TEXTS[language], language).toEqual(web.inbox.kinds)
      expect(TIER_NAMES[language], language).toEqual(web.tiers.name)
      expect(REJECTION_REASON_TEXTS[language], language).toEqual(web.receipts.reasons)
    }
  })

  it('fill in the parameters as the inbox shows them', () => {
    expect(inboxText('en', { kind: 'receiptApproved', params: { invoiceNo: 'INV-7', points: 12500 } })).toEqual({
      title: 'Receipt approved',
      body: 'Your receipt INV-7 is approved: 12,500 points are now in your account.',
    })
    expect(inboxText('bm', { kind: 'receiptRejected', params: { invoiceNo: 'INV-8', reason: 'unreadable' } }).body).toBe(
      'Resit anda INV-8 tidak diluluskan. Sebab: Resit tidak dapat dibaca dengan jelas.',
    )
    expect(inboxText('en', { kind: 'receiptRejected', params: { invoiceNo: 'INV-9', reason: 'Photo is blurred.' } }).body).toBe('Your receipt INV-9 was not approved. Reason: Photo is blurred.')
    expect(inboxText('bm', { kind: 'tierUpgraded', params: { tier: 'diamond', points: 9000 } })).toEqual({
      title: 'Selamat datang ke tahap Berlian',
      body: 'Anda mengumpul 9,000 mata dalam 12 bulan lalu, jadi tahap anda kini Berlian.',
    })
    expect(inboxText('en', { kind: 'membershipEnding', params: { endsOn: '2026-07-16' } }).title).toBe('Your membership ends on 16/07/2026')
    expect(inboxText('en', { kind: 'milestoneVoucher', params: { ringgit: 5, codes: 5, code: 'RM5-ABCDEFGHJK' } }).body).toBe(
      'Thank you for collecting 5 codes. Your RM5 e-voucher code is RM5-ABCDEFGHJK.',
    )
  })
})
