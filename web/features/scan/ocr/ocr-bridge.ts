// Temporary: replaced by the OCR bridge being built in parallel.
export async function readCodeFromCrop(_crop: HTMLCanvasElement): Promise<{ code: string } | null> {
  return null
}
