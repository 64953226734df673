import { describe, expect, it } from 'vitest'
import { createFrameVoter } from './frame-voter.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'

const doubtful = (code: string, confidence = 0.995, corrected = false): CodeReading => ({ code, sure: false, confidence, corrected })
const sure = (code: string): CodeReading => ({ code, sure: true, confidence: 0.999, corrected: false })

describe('createFrameVoter', () => {
  it('accepts a doubtful code once two frames read it', () => {
    const voter = createFrameVoter()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBeNull()
    expect(voter.add(null)).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })

  it('does not count different codes together', () => {
    const voter = createFrameVoter()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBeNull()
    expect(voter.add(doubtful('T86GV4S5KD'))).toBeNull()
    expect(voter.add(doubtful('T86GV4S5KD'))).toBe('T86GV4S5KD')
  })

  it('does not count readings too unsure to vote', () => {
    const voter = createFrameVoter()
    expect(voter.add(doubtful('3C5RATQSCY', 0.95))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 0.95))).toBeNull()
    expect(voter.doubtful()).toBe('3C5RATQSCY')
    expect(voter.add(doubtful('3C5RATQSCY'))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })

  it('needs one of the agreeing frames to have read the code outright, not every one corrected to it', () => {
    const voter = createFrameVoter()
    expect(voter.add(doubtful('3C5RATQSCY', 0.995, true))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 0.995, true))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 0.995, true))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })

  it('accepts a sure reading alone', () => {
    expect(createFrameVoter().add(sure('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })

  it('offers the latest unaccepted code as doubtful, and nothing once the window holds none', () => {
    const voter = createFrameVoter({ window: 2 })
    expect(voter.doubtful()).toBeNull()
    voter.add(doubtful('3C5RATQSCY'))
    voter.add(doubtful('T86GV4S5KD'))
    expect(voter.doubtful()).toBe('T86GV4S5KD')
    voter.add(null)
    expect(voter.doubtful()).toBe('T86GV4S5KD')
    voter.add(null)
    expect(voter.doubtful()).toBeNull()
  })

  it('forgets frames outside its window and on reset', () => {
    const voter = createFrameVoter({ window: 3 })
    voter.add(doubtful('3C5RATQSCY'))
    voter.add(null)
    voter.add(null)
    expect(voter.add(doubtful('3C5RATQSCY'))).toBeNull()
    voter.reset()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })
})
