import { describe, expect, it } from 'vitest'
import { type TesseractPage, parseTesseractPage } from './parse-tesseract-page.ts'

const symbol = (text: string, confidence: number, x0: number) => ({ text, confidence, bbox: { x0, x1: x0 + 10 } })
const page = (symbols: ReturnType<typeof symbol>[], hocr: string): TesseractPage => ({ blocks: [{ paragraphs: [{ lines: [{ words: [{ symbols }] }] }] }], hocr })

// The shape tesseract writes with lstm_choice_mode=2 (trimmed from a real read).
const hocr = `<span class='ocrx_word' id='word_1_1' title='bbox 173 25 329 49; x_wconf 88'>B8
     <span class='ocrx_cinfo' id='lstm_choices_1_1_1'>
      <span class='ocrx_cinfo' id='choice_1_1_1' title='x_confs 87.7'>B</span>
      <span class='ocrx_cinfo' id='choice_1_1_2' title='x_confs 86.8'>8</span></span>
     <span class='ocrx_cinfo' id='lstm_choices_1_1_2'>
      <span class='ocrx_cinfo' id='choice_1_1_3' title='x_confs 0'>S</span>
      <span class='ocrx_cinfo' id='choice_1_1_4' title='x_confs 94.6'>5</span></span>
    </span>`

describe('parseTesseractPage', () => {
  it('pairs each symbol with its alternatives, best first', () => {
    const read = parseTesseractPage(page([symbol('B', 89, 80), symbol('5', 93, 95)], hocr))
    expect(read.symbols).toEqual([
      { text: 'B', confidence: 89, x0: 80, x1: 90, choices: [{ text: 'B', score: 87.7 }, { text: '8', score: 86.8 }] },
      { text: '5', confidence: 93, x0: 95, x1: 105, choices: [{ text: '5', score: 94.6 }, { text: 'S', score: 0 }] },
    ])
  })

  it('drops the alternatives when they cannot be matched to the symbols', () => {
    const read = parseTesseractPage(page([symbol('B', 89, 80)], hocr))
    expect(read.symbols).toEqual([{ text: 'B', confidence: 89, x0: 80, x1: 90, choices: [] }])
  })

  it('reads an empty page as no symbols', () => {
    expect(parseTesseractPage({ blocks: null, hocr: null })).toEqual({ symbols: [] })
  })
})
