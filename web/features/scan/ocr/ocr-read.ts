/** One symbol of a line as tesseract read it, with the other symbols its LSTM considered there. */
export interface ReadSymbol {
  text: string
  /** Tesseract's confidence in `text`, 0 to 100. */
  confidence: number
  /** Left and right edge in the recognised image's pixels. */
  x0: number
  x1: number
  /** Alternatives, best first, each with the LSTM's score for it (0 to 100). */
  choices: { text: string; score: number }[]
}

/** Everything the decoder needs from one recognition of one prepared image. */
export interface OcrRead {
  symbols: ReadSymbol[]
}
