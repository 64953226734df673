import type { InboxKind, InboxPost } from '../../domain/inbox.ts'
import type { Language } from '../../domain/languages.ts'
import type { RejectionReason } from '../../domain/receipt-rules.ts'
import type { Tier } from '../../domain/tiers.ts'

/**
 * The words of the club's inbox messages for push notifications, in the member's language. They
 * are the web app's texts word for word (`inbox.kinds`, `tiers.name`, `receipts.reasons` in
 * web/locales), which inbox-texts.test.ts holds them to: the API cannot import the web app.
 */

interface MessageText {
  title: string
  body: string
}

export const INBOX_TEXTS: Record<Language, Record<InboxKind, MessageText>> = {
  en: {
    receiptApproved: { title: 'Receipt approved', body: 'Your receipt {{invoiceNo}} is approved: {{points}} points are now in your account.' },
    receiptRejected: { title: 'Receipt not approved', body: 'Your receipt {{invoiceNo}} was not approved. Reason: {{reason}}' },
    milestoneVoucher: { title: 'An RM{{ringgit}} e-voucher for you', body: 'Thank you for collecting {{codes}} codes. Your RM{{ringgit}} e-voucher code is {{code}}.' },
    tierUpgraded: { title: 'Welcome to {{tier}}', body: 'You earned {{points}} points in the past 12 months, so your tier is now {{tier}}.' },
    tierDowngraded: {
      title: 'Your tier is now {{tier}}',
      body: 'You earned {{points}} points in the past 12 months, so your tier is now {{tier}}. Collect more points to move up again.',
    },
    membershipEnding: {
      title: 'Your membership ends on {{endsOn}}',
      body: 'Membership lasts until your youngest child is five. From {{endsOn}} you no longer collect points, but you can still sign in, see your history and use the points you have.',
    },
  },
  bm: {
    receiptApproved: { title: 'Resit diluluskan', body: 'Resit anda {{invoiceNo}} telah diluluskan: {{points}} mata kini dalam akaun anda.' },
    receiptRejected: { title: 'Resit tidak diluluskan', body: 'Resit anda {{invoiceNo}} tidak diluluskan. Sebab: {{reason}}' },
    milestoneVoucher: { title: 'E-baucar RM{{ringgit}} untuk anda', body: 'Terima kasih kerana mengumpul {{codes}} kod. Kod e-baucar RM{{ringgit}} anda ialah {{code}}.' },
    tierUpgraded: { title: 'Selamat datang ke tahap {{tier}}', body: 'Anda mengumpul {{points}} mata dalam 12 bulan lalu, jadi tahap anda kini {{tier}}.' },
    tierDowngraded: {
      title: 'Tahap anda kini {{tier}}',
      body: 'Anda mengumpul {{points}} mata dalam 12 bulan lalu, jadi tahap anda kini {{tier}}. Kumpul lebih banyak mata untuk naik semula.',
    },
    membershipEnding: {
      title: 'Keahlian anda tamat pada {{endsOn}}',
      body: 'Keahlian berterusan sehingga anak bongsu anda berumur lima tahun. Mulai {{endsOn}} anda tidak lagi mengumpul mata, tetapi anda masih boleh log masuk, melihat sejarah anda dan menggunakan mata yang ada.',
    },
  },
}

export const TIER_NAMES: Record<Language, Record<Tier, string>> = {
  en: { gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' },
  bm: { gold: 'Emas', platinum: 'Platinum', diamond: 'Berlian' },
}

export const REJECTION_REASON_TEXTS: Record<Language, Record<RejectionReason, string>> = {
  en: {
    unreadable: 'The receipt cannot be read clearly.',
    notBabyCare: 'The receipt has no eligible baby-care products.',
    productsMissing: 'The products entered are not on the receipt.',
    dateMismatch: 'The date entered does not match the receipt.',
    storeNotEligible: 'Receipts from this store are not eligible.',
    notAReceipt: 'The upload is not a receipt.',
  },
  bm: {
    unreadable: 'Resit tidak dapat dibaca dengan jelas.',
    notBabyCare: 'Resit tidak mempunyai produk penjagaan bayi yang layak.',
    productsMissing: 'Produk yang dimasukkan tiada dalam resit.',
    dateMismatch: 'Tarikh yang dimasukkan tidak sepadan dengan resit.',
    storeNotEligible: 'Resit daripada kedai ini tidak layak.',
    notAReceipt: 'Muat naik ini bukan resit.',
  },
}

const numbers = new Intl.NumberFormat('en-MY')
// Dates read day-month-year, as the web app writes them (web/lib/format.ts formatDate).
const dates = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' })

/** A parameter as it reads, by the same rules as the web app's inbox: tiers and listed reasons by name, dates day-month-year, numbers grouped. */
function paramText(language: Language, name: string, value: string | number): string {
  if (name === 'tier') return TIER_NAMES[language][value as Tier]
  if (name === 'endsOn') return dates.format(new Date(`${value}T00:00:00Z`))
  if (name === 'reason') return Object.hasOwn(REJECTION_REASON_TEXTS[language], value) ? REJECTION_REASON_TEXTS[language][value as RejectionReason] : String(value)
  return typeof value === 'number' ? numbers.format(value) : value
}

/** A message's title and body in `language`. */
export function inboxText(language: Language, message: InboxPost): MessageText {
  const params = message.params as Record<string, string | number>
  const fill = (template: string) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => paramText(language, name, params[name] ?? ''))
  const text = INBOX_TEXTS[language][message.kind]
  return { title: fill(text.title), body: fill(text.body) }
}
