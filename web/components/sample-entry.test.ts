import { describe, expect, it } from 'vitest'
import { sampleEntryFor } from './sample-entry.ts'

describe('sampleEntryFor', () => {
  it('sends a member with an open survey to it, whatever the household may do', () => {
    expect(sampleEntryFor({ promptFeedback: true, allowRequest: false })).toBe('feedback')
    expect(sampleEntryFor({ promptFeedback: true, allowRequest: true })).toBe('feedback')
  })

  it('tells a household that may not ask yet, and lets the others pick', () => {
    expect(sampleEntryFor({ promptFeedback: false, allowRequest: false })).toBe('sorry')
    expect(sampleEntryFor({ promptFeedback: false, allowRequest: true })).toBe('pick')
  })
})
