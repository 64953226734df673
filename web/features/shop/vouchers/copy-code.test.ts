import { describe, expect, it } from 'vitest'
import { copyCode } from './copy-code.ts'

describe('copying a voucher code', () => {
  it('writes the code to the clipboard and says so', async () => {
    const written: string[] = []
    expect(await copyCode('EV-ABC123', { writeText: async (text) => void written.push(text) })).toBe('copied')
    expect(written).toEqual(['EV-ABC123'])
  })

  it('answers unavailable without a clipboard, or when the browser refuses', async () => {
    expect(await copyCode('EV-ABC123', undefined)).toBe('unavailable')
    expect(await copyCode('EV-ABC123', {} as Clipboard)).toBe('unavailable')
    expect(await copyCode('EV-ABC123', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) })).toBe('unavailable')
  })
})
