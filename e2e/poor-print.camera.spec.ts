import { expect, test } from '@playwright/test'
import { allowFor, BUDGET } from './support/budgets.ts'
import { CONFIRM_TEXTS } from './support/camera.ts'
import { seedCodes } from './support/codes.ts'
import { createMember, doublePointMultiplier, signIn } from './support/members.ts'

// Run by the camera-hard and camera-dotmatrix projects: each films one pack of poor print (a blurred,
// glared face, or dot-matrix), whose code is in the video's name (playwright.config.ts).
test('reads a pack of poor print from the camera, frame after frame, and credits it', async ({ page, request }, testInfo) => {
  allowFor(BUDGET.poorPrintMs)
  const video = String(testInfo.project.metadata.video)
  const filmedCode = /_([0-9A-Z]{10})\.mjpeg$/.exec(video)![1]!
  seedCodes([filmedCode], 20, 'Lembut Basics')
  const member = await createMember(request)
  await signIn(page, member)

  await page.goto('/scancode')
  await page.getByRole('checkbox', { name: CONFIRM_TEXTS.en.keepScanning }).check()
  await expect(page).toHaveURL(/\/scancode\/success$/, { timeout: BUDGET.poorPrintMs })
  // Lembut Basics runs no milestone campaign: a Gold member's first code earns 2x.
  const earned = 20 * 2 * (await doublePointMultiplier(request))
  await expect(page.getByRole('dialog')).toContainText(CONFIRM_TEXTS.en.earned(earned))
})
