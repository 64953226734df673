import { describe, expect, it } from 'vitest'
import { csvCell, csvRows } from './csv.ts'

describe('csv', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+60123', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true)
    expect(csvCell('Siti')).toBe('Siti')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvRows(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n')
  })
})
