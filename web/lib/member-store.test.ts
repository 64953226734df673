import { describe, expect, it } from 'vitest'
import type { Member } from '../../domain/member.ts'
import { rememberedMember } from './member-store.ts'

const member: Member = {
  id: '0b5c6a36-2d1f-4d5e-9a43-8c1f0e6b7a10',
  name: 'Aisyah',
  number: '60123456789',
  email: 'aisyah@example.my',
  gender: null,
  race: null,
  nationality: 'malaysian',
  dob: '1995-02-01',
  pregnancyStage: null,
  pregnancyStageUpdatedAt: null,
  detailsUpdatedAt: null,
  edb: null,
  language: 'bm',
  totalPoints: 120,
  tier: 'gold',
  tierResetDate: '2027-06-02',
  totalPointsInPastYear: 120,
  tierSetting: [{ nextTier: 'platinum', highTierPoints: 4000, percent: 3, pointsNeeded: 3880 }],
  tierHistory: [],
  points: [{ id: 1, createdAt: '2026-11-20T04:00:00.000Z', source: 'scan', points: 120 }],
  unreadMessages: 0,
  referralCode: 'AISYAH1',
  allowRefer: true,
  allowRequest: true,
  sampleAvailableOn: null,
  promptFeedback: false,
  samples: [],
  forceUpdated: true,
  ssoPopup: false,
  addresses: [],
  babyInfos: [],
  membership: { state: 'active', endsOn: null },
  vouchers: [],
  trackingConsent: false,
  createdAt: '2026-06-02T04:00:00.000Z',
}

describe('the member kept on the device', () => {
  it('is used while it fits the schema', () => {
    expect(rememberedMember(JSON.stringify(member))).toEqual(member)
  })

  it('is dropped when an older app version saved it in another shape, or it is unreadable', () => {
    const { points, tierSetting, ...rest } = member
    const older = { ...rest, recentPoints: points, tierProgress: tierSetting[0] }
    expect(rememberedMember(JSON.stringify(older))).toBeNull()
    expect(rememberedMember('{"id": ')).toBeNull()
    expect(rememberedMember(null)).toBeNull()
  })
})
