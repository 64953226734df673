import { UNIQUE_CODE_LENGTH } from '../../../../domain/unique-code.ts'
import { CAP_HEIGHT, type CodeLine, GLYPH_WINDOW } from './code-line.ts'
import { type CodeCell, NARROWEST, WIDEST, columnInk } from './cut-code-cells.ts'
import { symbolLogLikelihoods } from './glyph-classifier.ts'
import { inkCentre, windowVector } from './glyph-window.ts'

/**
 * What a cell's width straying from the line's mean pitch costs (squared share of the pitch),
 * against how sure the classifier is of the symbol in it: a W split into two Vs is two confident
 * but narrow cells, and the ten cells then have to squeeze two symbols into one somewhere else.
 * Chosen on calibration print (decision 152).
 */
const PITCH_WEIGHT = 2
/** A column holds ink when its ink is above this share of the inkiest column's: the line's ends. */
const INKY = 0.08
/** The line's outer cells reach this share of a pitch beyond its ink, as a gap would. */
const OUTER_GAP = 0.2

/**
 * The line's 10 cells chosen again, this time by reading them: cuts may fall where the pitch cut
 * put them or at any column lighter than both its neighbours, and the ten cells chosen together
 * (dynamic programming) are those the glyph classifier reads most surely, at widths near the pitch,
 * through the least ink. A proportional face set tight (1 beside W, M beside 8, touching) has no
 * pitch to cut it by, and the gap between two glyphs can be shallower than a W's middle: only
 * whether each cell looks like one glyph tells them apart.
 */
export function cutByGlyphs(line: CodeLine): CodeCell[] {
  const { image, capTop, cells } = line
  const bottom = capTop + CAP_HEIGHT
  const profile = columnInk(image, capTop, bottom)
  const darkest = Math.max(1, ...profile)
  const outerLeft = cells[0]!.left
  const outerRight = cells[cells.length - 1]!.right
  const inky = (x: number) => profile[x]! > INKY * darkest
  let inkLeft = Math.max(0, outerLeft)
  while (inkLeft < outerRight && !inky(inkLeft)) inkLeft += 1
  let inkRight = Math.min(image.width, outerRight)
  while (inkRight > inkLeft && !inky(inkRight - 1)) inkRight -= 1
  const pitch = (inkRight - inkLeft) / (UNIQUE_CODE_LENGTH - 2 * OUTER_GAP)

  const inner = new Set(cells.slice(1).map((c) => c.left))
  for (let x = inkLeft + 1; x < inkRight - 1; x += 1) {
    const [before, here, after] = [profile[x - 1]!, profile[x]!, profile[x + 1]!]
    if (here <= before && here <= after && (here < before || here < after)) inner.add(x)
  }
  const points = [outerLeft, ...[...inner].filter((x) => x > inkLeft && x < inkRight).sort((a, b) => a - b), outerRight]
  const last = points.length - 1
  // Where each point stands for the pitch: the outer cells are measured from the ink plus a gap.
  const at = (i: number) => (i === 0 ? inkLeft - OUTER_GAP * pitch : i === last ? inkRight + OUTER_GAP * pitch : points[i]!)

  const costs = new Map<number, number>()
  const cellCost = (i: number, j: number) => {
    const key = i * points.length + j
    let cost = costs.get(key)
    if (cost === undefined) {
      const [left, right] = [points[i]!, points[j]!]
      const centre = inkCentre(image, left, right, capTop, bottom)
      const sureness = Math.max(...symbolLogLikelihoods(windowVector(image, left, right, centre, capTop, GLYPH_WINDOW)))
      const crossed = j < last ? profile[right]! / darkest : 0
      cost = -sureness + PITCH_WEIGHT * ((at(j) - at(i) - pitch) / pitch) ** 2 + crossed
      costs.set(key, cost)
    }
    return cost
  }

  // least[j]: the least cost of k cells from the left edge to point j; from[k - 1][j] the cell's start.
  let least = new Float64Array(points.length).fill(Infinity)
  least[0] = 0
  const from: Int32Array[] = []
  for (let k = 1; k <= UNIQUE_CODE_LENGTH; k += 1) {
    const next = new Float64Array(points.length).fill(Infinity)
    const back = new Int32Array(points.length).fill(-1)
    // The last cell ends at the right edge, and only the last does.
    const [first, final] = k === UNIQUE_CODE_LENGTH ? [last, last] : [1, last - 1]
    for (let j = first; j <= final; j += 1) {
      for (let i = 0; i < j; i += 1) {
        const width = at(j) - at(i)
        if (least[i] === Infinity || width < NARROWEST * pitch || width > WIDEST * pitch) continue
        const cost = least[i]! + cellCost(i, j)
        if (cost < next[j]!) [next[j], back[j]] = [cost, i]
      }
    }
    least = next
    from.push(back)
  }
  if (least[last] === Infinity) return cells
  const ends = [last]
  for (let k = UNIQUE_CODE_LENGTH - 1; k >= 0; k -= 1) ends.unshift(from[k]![ends[0]!]!)
  return ends.slice(1).map((j, k) => {
    const [left, right] = [points[ends[k]!]!, points[j]!]
    return { left, right, centre: inkCentre(image, left, right, capTop, bottom) }
  })
}
