import { describe, expect, it } from 'vitest'
import { createFrameVoter } from './frame-voter.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'

const reading = (code: string, confidence = 0.8, kind: CodeReading['kind'] = 'read'): CodeReading => ({ code, confidence, kind, agreed: 1, passes: 1 })

describe('createFrameVoter', () => {
  it('accepts a code once two frames read it', () => {
    const voter = createFrameVoter()
    expect(voter.add(reading('3C5RATQSCY'))).toBeNull()
    expect(voter.add(null)).toBeNull()
    expect(voter.add(reading('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })

  it('does not count different codes together', () => {
    const voter = createFrameVoter()
    expect(voter.add(reading('3C5RATQSCY'))).toBeNull()
    expect(voter.add(reading('T86GV4S5KD'))).toBeNull()
    expect(voter.add(reading('T86GV4S5KD'))).toBe('T86GV4S5KD')
  })

  it('accepts one very sure plain read alone, but not a correction', () => {
    expect(createFrameVoter().add(reading('3C5RATQSCY', 0.99))).toBe('3C5RATQSCY')
    expect(createFrameVoter().add(reading('3C5RATQSCY', 0.99, 'corrected'))).toBeNull()
  })

  it('forgets frames outside its window and on reset', () => {
    const voter = createFrameVoter({ window: 3 })
    voter.add(reading('3C5RATQSCY'))
    voter.add(null)
    voter.add(null)
    expect(voter.add(reading('3C5RATQSCY'))).toBeNull()
    voter.reset()
    expect(voter.add(reading('3C5RATQSCY'))).toBeNull()
    expect(voter.add(reading('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })
})
