import { afterEach, describe, expect, it } from 'vitest'
import type { Member } from '../../domain/member.ts'
import { useMemberStore } from './member-store.ts'
import { track } from './tracking.ts'

const page = globalThis as { dataLayer?: object[] }
/** Only the member's choice matters to the gate. */
const signedIn = (trackingConsent: boolean) => useMemberStore.setState({ member: { trackingConsent } as Member })

afterEach(() => {
  delete page.dataLayer
  useMemberStore.setState({ member: null })
})

describe('the data layer gate', () => {
  it('pushes nothing, and makes no data layer, without a signed-in member’s consent', () => {
    track({ event: 'signIn' })
    signedIn(false)
    track({ event: 'codeCredited', points: 10, codeGroup: 3 })
    expect(page.dataLayer).toBeUndefined()
  })

  it('pushes each event as it is once the member consented, after what a page put there', () => {
    page.dataLayer = [{ 'gtm.start': 1 }]
    signedIn(true)
    track({ event: 'signIn' })
    track({ event: 'codeCredited', points: 10, codeGroup: 3 })
    expect(page.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'signIn' }, { event: 'codeCredited', points: 10, codeGroup: 3 }])
  })

  it('stops the moment consent is withdrawn', () => {
    signedIn(true)
    track({ event: 'signIn' })
    signedIn(false)
    track({ event: 'orderPlaced', kind: 'item', points: 240, items: 2 })
    expect(page.dataLayer).toEqual([{ event: 'signIn' }])
  })
})
