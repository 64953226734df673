import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { E2E_DATA_DIR } from './fixtures.ts'
import { signInAsAdmin } from './support/admins.ts'
import { withClubDatabase } from './support/club-database.ts'
import { chooseLanguage } from './support/language.ts'

/** The id the next code batch gets: ids are never reused. */
function nextBatchId(): number {
  const row = withClubDatabase((db) => db.prepare("select seq from sqlite_sequence where name = 'code_batches'").get() as { seq: number } | undefined, { readonly: true })
  return (row?.seq ?? 0) + 1
}

test('a batch whose code file cannot be written says why, in English and Malay, and is turned off', async ({ page }) => {
  const id = nextBatchId()
  await signInAsAdmin(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Scan codes' }).click()
  await page.getByRole('link', { name: 'Generate codes' }).click()
  await page.getByLabel('Brand').selectOption({ label: 'Lembut Comfort' })
  await page.getByLabel('Format').selectOption({ label: 'pants' })
  await page.getByLabel('Size').selectOption({ label: 'M' })
  await page.getByLabel('Quantity').fill('100')
  await page.getByLabel('Points per code').fill('10')
  const row = page.getByRole('row').filter({ hasText: `#${id}` })
  // Something in the way of the batch's CSV: the disk refuses the folder it goes in (put back
  // once the batch has failed; the e2e tests run one at a time).
  const folder = `${E2E_DATA_DIR}/files/private`
  renameSync(folder, `${folder}-away`)
  writeFileSync(folder, 'not a folder')
  try {
    await page.getByRole('button', { name: 'Generate codes' }).click()
    await expect(row).toContainText('Failed: The code file could not be written (is the disk full?). The batch is turned off: generate it again.')
  } finally {
    rmSync(folder)
    renameSync(`${folder}-away`, folder)
  }
  await expect(row.getByRole('checkbox', { name: `Batch ${id} active` })).not.toBeChecked()
  await expect(row.getByRole('button', { name: 'Download CSV' })).toHaveCount(0)

  await chooseLanguage(page, 'bm')
  await expect(row).toContainText('Gagal: Fail kod tidak dapat ditulis (adakah cakera penuh?). Kumpulan ini telah dimatikan: jana semula.')
})
