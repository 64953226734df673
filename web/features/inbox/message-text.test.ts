import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { INBOX_KINDS } from '../../../domain/inbox.ts'
import bm from '../../locales/bm.json'
import en from '../../locales/en.json'
import { messageText } from './message-text.ts'
import { LANGUAGES, type Language } from '../../../domain/languages.ts'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: en }, bm: { translation: bm } }, interpolation: { escapeValue: false } })
const tIn = (language: Language) => i18n.getFixedT(language)

describe('inbox message texts', () => {
  it('exist for every kind in both languages', () => {
    for (const kind of INBOX_KINDS) for (const language of LANGUAGES) expect(i18n.exists(`inbox.kinds.${kind}.body`, { lng: language }), `${language} ${kind}`).toBe(true)
  })

  it('name tiers and listed reasons in the reader’s language, group numbers and keep an admin’s own words', () => {
    expect(messageText(tIn('bm'), { kind: 'tierDowngraded', params: { tier: 'gold', points: 3200 } })).toEqual({
      title: 'Tahap anda kini Emas',
      body: 'Anda mengumpul 3,200 mata dalam 12 bulan lalu, jadi tahap anda kini Emas. Kumpul lebih banyak mata untuk naik semula.',
    })
    expect(messageText(tIn('en'), { kind: 'receiptRejected', params: { invoiceNo: 'INV-1', reason: 'dateMismatch' } }).body).toBe(
      'Your receipt INV-1 was not approved. Reason: The date entered does not match the receipt.',
    )
    expect(messageText(tIn('bm'), { kind: 'receiptRejected', params: { invoiceNo: 'INV-2', reason: 'Gambar kabur {{points}}' } }).body).toBe(
      'Resit anda INV-2 tidak diluluskan. Sebab: Gambar kabur {{points}}',
    )
    expect(messageText(tIn('en'), { kind: 'receiptApproved', params: { invoiceNo: 'INV-3', points: 1500 } }).body).toBe('Your receipt INV-3 is approved: 1,500 points are now in your account.')
  })

  it('write the membership end day-month-year', () => {
    expect(messageText(tIn('bm'), { kind: 'membershipEnding', params: { endsOn: '2026-07-16' } }).title).toBe('Keahlian anda tamat pada 16/07/2026')
  })

  it('read a kind newer than the app in general words', () => {
    expect(messageText(tIn('bm'), { kind: 'orderDelivered', params: { orderId: 'X' } })).toEqual({
      title: 'Mesej daripada kelab',
      body: 'Buka versi terkini aplikasi untuk membaca mesej ini.',
    })
  })
})
