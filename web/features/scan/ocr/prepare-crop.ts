import { boxBlur } from './box-blur.ts'
import { estimateSkew, rotateGray } from './deskew.ts'
import { flattenBackground } from './flatten-background.ts'
import type { GrayImage } from './gray-image.ts'
import { inkBounds } from './ink-bounds.ts'
import { inkLevel } from './otsu-threshold.ts'
import { cropAndScale } from './resize-gray.ts'
import { softThreshold } from './soft-threshold.ts'
import { stretchContrast } from './stretch-contrast.ts'
import { unsharpMask } from './unsharp-mask.ts'
import type { PreparePass } from './read-code-passes.ts'

export interface LinePreparation {
  /** Height of the line's ink (cap height, in effect) after scaling, in pixels. */
  textHeight: number
  /** Box blur radius after scaling: merges the dots of dot-matrix print. */
  bridge?: number
  /** Darkness level (0 to 1) to sharpen the bridged strokes at, softly. */
  level?: number
  /** Unsharp mask (radius, amount) after scaling: restores edges softened by focus blur. */
  sharpen?: [number, number]
}

const MARGIN = 4

interface LocatedLine {
  /** The crop with its light flattened and the line turned level. */
  level: GrayImage
  /** The line's ink, with room around it for tails (Q, J). */
  box: { x: number; y: number; width: number; height: number }
  inkHeight: number
}

// The passes share one crop: find its line once, not once per pass.
const located = new WeakMap<GrayImage, LocatedLine | null>()

function locateLine(gray: GrayImage): LocatedLine | null {
  if (located.has(gray)) return located.get(gray) ?? null
  const flat = flattenBackground(gray, Math.max(4, Math.round(gray.height / 10)))
  let smooth = boxBlur(flat, 1)
  const threshold = inkLevel(smooth)
  let level = flat
  const angle = estimateSkew(smooth, threshold)
  if (angle !== 0) {
    level = rotateGray(flat, angle)
    smooth = rotateGray(smooth, angle)
  }
  const found = inkBounds(smooth, threshold)
  // Ten symbols make a line several times wider than tall: a narrower blot is a speck, not a code.
  const bounds = found && found.width >= 2 * found.height ? found : null
  const pad = bounds ? Math.round(bounds.height * 0.3) : 0
  const line = bounds && { level, inkHeight: bounds.height, box: { x: bounds.x - pad, y: bounds.y - pad, width: bounds.width + 2 * pad, height: bounds.height + 2 * pad } }
  located.set(gray, line)
  return line
}

/**
 * Flattens the light, straightens the line, cuts it out and scales it so its ink is `textHeight`
 * high (the LSTM reads best at a known size, whatever the camera's), then applies the options.
 */
export function prepareLine(gray: GrayImage, options: LinePreparation): GrayImage | null {
  const line = locateLine(gray)
  if (!line) return null
  let out = cropAndScale(line.level, line.box, options.textHeight / line.inkHeight, MARGIN)
  if (options.bridge) out = boxBlur(out, options.bridge)
  if (options.sharpen) out = unsharpMask(out, ...options.sharpen)
  out = stretchContrast(out)
  if (options.level !== undefined) out = boxBlur(softThreshold(out, options.level), 1)
  return out
}

/** The crop as the camera gave it, only brought down to the code box's 80 px if it is taller. */
export function asCaptured(gray: GrayImage): GrayImage {
  const scale = Math.min(1, 80 / gray.height)
  return scale === 1 ? gray : cropAndScale(gray, { x: 0, y: 0, width: gray.width, height: gray.height }, scale, 0)
}

/**
 * The passes, in the order that read the most dev crops within the time budget (chosen greedily
 * over a larger set of candidates, then checked on a held-out set): a sharpened line first, then
 * bridged dots, a stronger sharpening, and the crop untouched for what preparation spoils.
 */
export const READ_PASSES: readonly PreparePass[] = [
  (gray) => prepareLine(gray, { textHeight: 24, sharpen: [3, 2] }),
  (gray) => prepareLine(gray, { textHeight: 40, bridge: 2, level: 0.3 }),
  (gray) => prepareLine(gray, { textHeight: 28, sharpen: [3, 3] }),
  asCaptured,
]
