import { describe, expect, it } from 'vitest'
import { csvCell, csvRows, csvStream } from './csv.ts'

describe('csv', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+60123', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true)
    expect(csvCell('Siti')).toBe('Siti')
  })

  it('leaves numbers as numbers: a debit of -20 is no formula', () => {
    expect(csvCell(-20)).toBe('-20')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvRows(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n')
  })

  it('streams the same file a batch at a time, reading the next batch only when the last is taken', async () => {
    const read: number[] = []
    async function* batches() {
      for (const n of [1, 2]) {
        read.push(n)
        yield [[n, `=${n}`]]
      }
    }
    const reader = csvStream(['a', 'b'], batches()).getReader()
    const decoder = new TextDecoder()
    expect(decoder.decode((await reader.read()).value)).toBe('a,b\r\n')
    expect(read).toEqual([])
    expect(decoder.decode((await reader.read()).value)).toBe("1,'=1\r\n")
    expect(read).toEqual([1])
    await reader.cancel()
    expect(read).toEqual([1])
    expect(await new Response(csvStream(['a', 'b'], batches())).text()).toBe(csvRows(['a', 'b'], [[1, '=1'], [2, '=2']]))
  })
})
