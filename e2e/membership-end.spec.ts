import { expect, test } from '@playwright/test'
import { businessDate, shiftDays, shiftYears } from '../domain/business-time.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { formatDate, formatLongDate } from '../web/lib/format.ts'
import { signInAsAdmin } from './support/admins.ts'
import { withClubDatabase } from './support/club-database.ts'
import { createMember, signIn } from './support/members.ts'
import { chooseLanguage } from './support/language.ts'

const TEXT = {
  en: {
    ending: (date: string) => `Your membership ends on ${date}`,
    membership: 'Membership',
    state: 'Ending within 30 days',
    newEnd: 'New end date',
    extend: 'Extend',
    extended: (date: string) => `The membership now ends on ${date}.`,
  },
  bm: {
    ending: (date: string) => `Keahlian anda tamat pada ${date}`,
    membership: 'Keahlian',
    state: 'Tamat dalam 30 hari',
    newEnd: 'Tarikh tamat baharu',
    extend: 'Lanjutkan',
    extended: (date: string) => `Keahlian kini tamat pada ${date}.`,
  },
} as const

/** Gives the member one child born `born`, straight in the e2e database: the profile takes children of three and under only. */
function recordChild(uuid: string, born: string): number {
  return withClubDatabase((db) => {
    const { id } = db.prepare('select id from members where uuid = ?').get(uuid) as { id: number }
    const now = new Date().toISOString()
    db.prepare("update members set pregnancy_stage = 'oneChild' where id = ?").run(id)
    db.prepare('insert into babies (member_id, birth_date, created_at, updated_at) values (?, ?, ?, ?)').run(id, born, now, now)
    return id
  })
}

for (const language of LANGUAGES) {
  const x = TEXT[language]
  test(`a member is told their membership ends, and a dev admin extends it (${language})`, async ({ page, browser, request }) => {
    test.slow()
    const today = businessDate(new Date())
    const member = await createMember(request, `Ibu Lima ${language}`)
    // Five in ten days: the membership ends the day after, in 11 days.
    const id = recordChild(member.uuid, shiftYears(shiftDays(today, 10), -5))
    const endsOn = shiftDays(today, 11)

    await signIn(page, member)
    await chooseLanguage(page, language)
    await page.goto('/userprofile')
    const notice = page.getByRole('heading', { name: x.ending(formatLongDate(endsOn, language)) })
    await expect(notice).toBeVisible()

    const admin = await browser.newPage()
    await signInAsAdmin(admin, language)
    await admin.goto(`/admin/account/edit?id=${id}`)
    const section = admin.getByRole('region', { name: x.membership })
    await expect(section).toContainText(x.state)
    await expect(section).toContainText(formatDate(endsOn))
    const later = shiftDays(today, 400)
    await section.getByLabel(x.newEnd).fill(later)
    await section.getByRole('button', { name: x.extend }).click()
    await expect(section.getByRole('status')).toHaveText(x.extended(formatDate(later)))
    await admin.close()

    // The dashboard asks the server for the member afresh; the profile then reads it.
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/user/session') && r.ok())
    await page.goto('/dashboard')
    await checked
    await page.goto('/userprofile')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toBeHidden()
  })
}
