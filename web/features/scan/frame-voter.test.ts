import { describe, expect, it } from 'vitest'
import { createFrameVoter } from './frame-voter.ts'
import type { CodeReading } from './ocr/ocr-bridge.ts'

type Reader = CodeReading['reader']
const doubtful = (code: string, reader: Reader = 'classifier', corrected = false): CodeReading => ({ code, sure: false, corrected, reader, unsure: [] })
const sure = (code: string): CodeReading => ({ code, sure: true, corrected: false, reader: 'classifier', unsure: [] })

describe('createFrameVoter', () => {
  it('accepts a doubtful code once a second, unlike reader reads it in another frame', () => {
    const voter = createFrameVoter()
    expect(voter.add(doubtful('3C5RATQSCY', 'classifier'))).toBeNull()
    expect(voter.add(null)).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 'tesseract'))).toBe('3C5RATQSCY')
  })

  it('does not take one reader agreeing with itself across frames: its misread repeats', () => {
    const voter = createFrameVoter()
    for (let frame = 0; frame < 6; frame += 1) expect(voter.add(doubtful('3C5RATQSCY', 'classifier'))).toBeNull()
    expect(voter.doubtful()?.code).toBe('3C5RATQSCY')
    const cloud = createFrameVoter()
    expect(cloud.add(doubtful('3C5RATQSCY', 'cloud'))).toBeNull()
    expect(cloud.add(doubtful('3C5RATQSCY', 'cloud'))).toBeNull()
    expect(cloud.add(doubtful('3C5RATQSCY', 'tesseract'))).toBe('3C5RATQSCY')
  })

  it('does not count different codes together', () => {
    const voter = createFrameVoter()
    expect(voter.add(doubtful('3C5RATQSCY', 'cloud'))).toBeNull()
    expect(voter.add(doubtful('T86GV4S5KD', 'classifier'))).toBeNull()
    expect(voter.add(doubtful('T86GV4S5KD', 'cloud'))).toBe('T86GV4S5KD')
  })

  it('counts the classifier only where it read the code outright, as within one frame', () => {
    const voter = createFrameVoter()
    // The check symbol settled the classifier's doubt: it may have been steered to tesseract's misread.
    expect(voter.add(doubtful('3C5RATQSCY', 'classifier', true))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 'tesseract'))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 'classifier'))).toBe('3C5RATQSCY')
    // A correction by tesseract agreeing with the cloud counts, as the cloud read it as it stands.
    const cloud = createFrameVoter()
    expect(cloud.add(doubtful('3C5RATQSCY', 'tesseract', true))).toBeNull()
    expect(cloud.add(doubtful('3C5RATQSCY', 'cloud'))).toBe('3C5RATQSCY')
  })

  it('accepts a sure reading alone', () => {
    expect(createFrameVoter().add(sure('3C5RATQSCY'))).toBe('3C5RATQSCY')
  })

  it('sends nothing while another code is read in the window as often: the print reads both ways', () => {
    // Frames of one inkjet print taking turns between two valid codes, then a sure frame of the misread.
    const voter = createFrameVoter()
    for (const code of ['026CH575WJ', '626CH57SWJ', '026CH575WJ']) expect(voter.add(doubtful(code, 'classifier', true))).toBeNull()
    expect(voter.add(sure('626CH57SWJ'))).toBeNull()
    expect(voter.doubtful()?.code).toBe('626CH57SWJ')
    // Read more often than the other in the window, the sure code goes.
    expect(voter.add(sure('626CH57SWJ'))).toBe('626CH57SWJ')
    // Two unlike readers agreeing are outvoted alike.
    const readers = createFrameVoter()
    expect(readers.add(doubtful('T86GV4S5KD', 'cloud'))).toBeNull()
    expect(readers.add(doubtful('T86GV4S5KD', 'classifier', true))).toBeNull()
    expect(readers.add(doubtful('3C5RATQSCY', 'cloud'))).toBeNull()
    expect(readers.add(doubtful('3C5RATQSCY', 'classifier'))).toBeNull()
    expect(readers.add(doubtful('3C5RATQSCY', 'tesseract'))).toBe('3C5RATQSCY')
  })

  it('offers the latest unaccepted code as doubtful, and nothing once the window holds none', () => {
    const voter = createFrameVoter({ window: 2 })
    expect(voter.doubtful()).toBeNull()
    voter.add(doubtful('3C5RATQSCY'))
    const latest = { ...doubtful('T86GV4S5KD'), unsure: [3] }
    voter.add(latest)
    expect(voter.doubtful()).toEqual(latest)
    voter.add(null)
    expect(voter.doubtful()).toEqual(latest)
    voter.add(null)
    expect(voter.doubtful()).toBeNull()
  })

  it('forgets frames outside its window and on reset', () => {
    const voter = createFrameVoter({ window: 3 })
    voter.add(doubtful('3C5RATQSCY', 'cloud'))
    voter.add(null)
    voter.add(null)
    expect(voter.add(doubtful('3C5RATQSCY', 'tesseract'))).toBeNull()
    voter.reset()
    expect(voter.add(doubtful('3C5RATQSCY', 'cloud'))).toBeNull()
    expect(voter.add(doubtful('3C5RATQSCY', 'tesseract'))).toBe('3C5RATQSCY')
  })
})
