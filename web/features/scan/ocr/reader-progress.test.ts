import { describe, expect, it } from 'vitest'
import { readerProgress } from './reader-progress.ts'

const MB = 1_000_000

describe('the code reader’s progress', () => {
  it('says nothing of a share or a time until every file’s size is known', () => {
    expect(readerProgress({ loaded: 2 * MB, elapsedMs: 1000 }, 10)).toEqual({ percent: 0 })
  })

  it('estimates the time left at the speed measured so far', () => {
    // 3 MB of 8 MB in 2 s: 1.5 MB/s, so 5 MB more take 4 s (rounded up).
    expect(readerProgress({ loaded: 3 * MB, total: 8 * MB, elapsedMs: 2000 }, 50)).toEqual({ percent: 37, secondsLeft: 4 })
  })

  it('uses the connection’s estimate before a speed can be measured', () => {
    // 8 MB at 4 Mbit/s (500 kB/s): 16 s.
    expect(readerProgress({ loaded: 0, total: 8 * MB, elapsedMs: 100 }, 4)).toEqual({ percent: 0, secondsLeft: 16 })
    expect(readerProgress({ loaded: 0, total: 8 * MB, elapsedMs: 100 })).toEqual({ percent: 0 })
  })

  it('stays below 100 with every byte in: the engine still has to start', () => {
    expect(readerProgress({ loaded: 8 * MB, total: 8 * MB, elapsedMs: 4000 })).toEqual({ percent: 99, secondsLeft: 0 })
  })
})
