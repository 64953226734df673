import { describe, expect, it } from 'vitest'
import { type PopupFacts, popupsToShow } from './popup-queue.ts'

const settled: PopupFacts = { forceUpdated: true, ssoPopup: false, welcomed: true, justLoggedIn: false, howToCollectHidden: false, promptFeedback: false }

describe('popupsToShow', () => {
  it('shows nothing to a settled member who did not just log in', () => {
    expect(popupsToShow(settled)).toEqual([])
  })

  it('offers every due pop-up in order: sign-on notice, welcome, how to collect, feedback', () => {
    expect(popupsToShow({ ...settled, ssoPopup: true, welcomed: false, justLoggedIn: true, promptFeedback: true })).toEqual(['sso', 'welcome', 'howToCollect', 'feedback'])
  })

  it('keeps everything back while the forced profile wizard is due', () => {
    expect(popupsToShow({ ...settled, forceUpdated: false, ssoPopup: true, welcomed: false })).toEqual([])
  })

  it('shows how to collect after a login unless the member asked not to see it again', () => {
    expect(popupsToShow({ ...settled, justLoggedIn: true })).toEqual(['howToCollect'])
    expect(popupsToShow({ ...settled, justLoggedIn: true, howToCollectHidden: true })).toEqual([])
  })

  it("asks for feedback only while a delivered sample's survey is open", () => {
    expect(popupsToShow({ ...settled, promptFeedback: true })).toEqual(['feedback'])
    expect(popupsToShow({ ...settled, promptFeedback: false })).toEqual([])
  })
})
