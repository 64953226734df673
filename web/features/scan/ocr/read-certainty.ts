// How sure a reading must be to be sent from one crop, shown as doubtful, or dropped. The numbers
// are calibrated on held-out print (scripts/ocr-heldout: families the glyph readers never trained
// on), with `npm run bench:ocr -- --dir <calibration set>`: see docs/decisions.md, 146, and 178
// for the line model read with the classifier.

/**
 * The glyph readers' code is sure alone when it is read outright and holds this share of all valid
 * codes' likelihood: on the calibration sets 72% of crops, none wrong (decision 178); and when the
 * second line model alone, read with the classifier, holds the same code with this share too
 * (decisions 182 and 183: read-code-by-glyphs.ts, where both models read the line together).
 */
export const SURE_MATCH = 0.998
/**
 * A code the check symbol settled or the classifier carried (not read outright) is sure only when
 * each line model alone, read with the classifier, holds it with this share: on four held-out sets
 * 287 such codes right and none wrong, every misread held below 0.9983 by one model (decision 184).
 * It must also be the line read freely but for one symbol (decision 193).
 */
export const SETTLED_MATCH = 0.9999
/** A tesseract plain read is sure alone when every symbol is at least this confident (0 to 100); a symbol read with less is marked for the member to check. */
export const SURE_READ = 97
/** A tesseract plain read this confident is a doubtful candidate; less confident ones need a second pass. */
export const TRUSTED_CONFIDENCE = 90
/** A tesseract read giving the code the classifier read outright, held with at least this share, is sure: two unlike readers agree. */
export const AGREEING_MATCH = 0.2
/**
 * A symbol of the glyph readers' code is marked for the member to check first when it holds less
 * than this share of the valid codes' likelihood (`PickedCode.symbolShares`): on the calibration
 * sets, every misread symbol was marked in 31 of the 38 wrong codes asked about, 2.4 of 10 symbols
 * marked on a code asked about (decisions 160 and 178).
 */
export const MARKED_SHARE = 0.999
/** Below this share the glyph readers' code is not worth showing the member, and tesseract reads the crop instead (decision 186). */
export const DOUBTFUL_MATCH = 0.5
