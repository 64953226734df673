import type { OcrRead, ReadSymbol } from './ocr-read.ts'

/** The part of tesseract.js's page result the reader asks for: blocks for boxes, hOCR for choices. */
export interface TesseractPage {
  blocks: { paragraphs: { lines: { words: { symbols: { text: string; confidence: number; bbox: { x0: number; x1: number } }[] }[] }[] }[] }[] | null
  hocr: string | null
}

/**
 * Flattens a page into symbols in reading order. The per-symbol alternatives exist only in the
 * hOCR (with lstm_choice_mode=2, one `lstm_choices` group per symbol, in the same order); when
 * the counts disagree the alternatives are dropped rather than paired with the wrong symbols.
 */
export function parseTesseractPage(page: TesseractPage): OcrRead {
  const symbols: ReadSymbol[] = []
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          for (const s of word.symbols) symbols.push({ text: s.text, confidence: s.confidence, x0: s.bbox.x0, x1: s.bbox.x1, choices: [] })
        }
      }
    }
  }
  const groups = choiceGroups(page.hocr ?? '')
  if (groups.length === symbols.length) groups.forEach((choices, i) => (symbols[i]!.choices = choices))
  return { symbols }
}

function choiceGroups(hocr: string): ReadSymbol['choices'][] {
  return hocr
    .split("id='lstm_choices_")
    .slice(1)
    .map((group) =>
      [...group.matchAll(/id='choice_[^']*' title='x_confs ([\d.]+)'>([^<]*)</g)]
        .map((m) => ({ text: decodeEntities(m[2] ?? ''), score: Number(m[1]) }))
        .sort((a, b) => b.score - a.score),
    )
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
}
