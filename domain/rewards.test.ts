import { describe, expect, it } from 'vitest'
import { previewName, REWARD_NAME_PREVIEW_LENGTH } from './rewards.ts'

describe('previewName', () => {
  it('keeps names of up to 40 characters whole', () => {
    const forty = 'x'.repeat(REWARD_NAME_PREVIEW_LENGTH)
    expect(previewName(forty)).toBe(forty)
  })

  it('cuts longer names to 40 characters, the last an ellipsis', () => {
    expect(previewName('x'.repeat(REWARD_NAME_PREVIEW_LENGTH + 1))).toBe(`${'x'.repeat(REWARD_NAME_PREVIEW_LENGTH - 1)}…`)
  })

  it('does not leave a space before the ellipsis', () => {
    // The 39th character of this name is a space.
    expect(previewName('Lembut Comfort Pants XL, 2 jumbo packs with a free changing mat')).toBe('Lembut Comfort Pants XL, 2 jumbo packs…')
  })
})
