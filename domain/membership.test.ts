import { describe, expect, it } from 'vitest'
import { adminMembershipOn, type MembershipFacts, membershipEndsOn, membershipExtensionProblem, membershipNoticeFrom, membershipOn, membershipStateOn } from './membership.ts'

const parent: MembershipFacts = { pregnancyStage: 'oneChild', edb: null, childBirthDates: ['2024-03-10'], extendedTo: null }

describe('membershipEndsOn', () => {
  it('ends the day after the youngest child’s fifth birthday', () => {
    expect(membershipEndsOn(parent)).toBe('2029-03-11')
    expect(membershipEndsOn({ ...parent, pregnancyStage: 'moreChild', childBirthDates: ['2021-01-01', '2024-03-10', '2022-06-30'] })).toBe('2029-03-11')
  })

  it('counts a child born on 29 February as five on 28 February', () => {
    expect(membershipEndsOn({ ...parent, childBirthDates: ['2024-02-29'] })).toBe('2029-03-01')
  })

  it('counts an expected baby as the youngest while pregnant with a due date', () => {
    expect(membershipEndsOn({ ...parent, pregnancyStage: 'pregnant', edb: '2027-01-20' })).toBe('2032-01-21')
    expect(membershipEndsOn({ ...parent, pregnancyStage: 'pregnant', edb: null })).toBe('2029-03-11')
    // A due date left from an earlier stage does not count.
    expect(membershipEndsOn({ ...parent, pregnancyStage: 'oneChild', edb: '2027-01-20' })).toBe('2029-03-11')
  })

  it('has no end while trying to conceive, or with no child and no due date', () => {
    expect(membershipEndsOn({ ...parent, pregnancyStage: 'trying' })).toBeNull()
    expect(membershipEndsOn({ ...parent, childBirthDates: [] })).toBeNull()
    expect(membershipEndsOn({ ...parent, pregnancyStage: null, childBirthDates: [] })).toBeNull()
  })

  it('takes an admin’s extension only when it is later than the rule', () => {
    expect(membershipEndsOn({ ...parent, extendedTo: '2030-01-01' })).toBe('2030-01-01')
    expect(membershipEndsOn({ ...parent, extendedTo: '2028-01-01' })).toBe('2029-03-11')
    expect(membershipEndsOn({ ...parent, pregnancyStage: 'trying', extendedTo: '2030-01-01' })).toBeNull()
  })
})

describe('membershipStateOn', () => {
  it('is active, then ending 30 days before the end, then ended from the end on', () => {
    expect(membershipNoticeFrom('2029-03-11')).toBe('2029-02-09')
    expect(membershipStateOn('2029-03-11', '2029-02-08')).toBe('active')
    expect(membershipStateOn('2029-03-11', '2029-02-09')).toBe('ending')
    expect(membershipStateOn('2029-03-11', '2029-03-10')).toBe('ending')
    expect(membershipStateOn('2029-03-11', '2029-03-11')).toBe('ended')
    expect(membershipStateOn(null, '2099-01-01')).toBe('active')
  })

  it('answers the state with its end', () => {
    expect(membershipOn(parent, '2029-03-11')).toEqual({ state: 'ended', endsOn: '2029-03-11' })
  })
})

describe('extensions', () => {
  it('must be after today and after the rule’s end, on a membership that has one', () => {
    expect(membershipExtensionProblem('2029-03-11', '2029-06-01', '2029-04-01')).toBeNull()
    expect(membershipExtensionProblem('2029-03-11', '2029-04-01', '2029-04-01')).toBe('membershipExtensionInvalid')
    expect(membershipExtensionProblem('2029-03-11', '2029-03-11', '2029-01-01')).toBe('membershipExtensionInvalid')
    expect(membershipExtensionProblem(null, '2030-01-01', '2029-01-01')).toBe('membershipHasNoEnd')
  })

  it('shows the back office the rule’s end beside the extension', () => {
    expect(adminMembershipOn(7, { ...parent, extendedTo: '2030-01-01' }, '2029-06-01')).toEqual({ id: 7, state: 'active', endsOn: '2030-01-01', ruleEndsOn: '2029-03-11', extendedTo: '2030-01-01' })
  })
})
