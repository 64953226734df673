// The gradients of the layers in web/features/scan/ocr/conv-layers.ts, for the glyph classifier's trainer.

/**
 * Where each weight of a 3×3 kernel over `channels` planes of (height + 2) × (width + 2) reads,
 * from the top-left of the output pixel's neighbourhood: worked out once per layer, not per pixel.
 */
export function kernelTaps(channels: number, height: number, width: number): Int32Array {
  const padded = width + 2
  return Int32Array.from({ length: channels * 9 }, (_, k) => Math.floor(k / 9) * (height + 2) * padded + Math.floor((k % 9) / 3) * padded + (k % 3))
}

/**
 * The gradient of a 3×3 convolution (conv3x3's layout, `taps` from kernelTaps) given the gradient `dOut` of its output:
 * added to `dWeights`, `dBiases` and, unless null, to `dInput` (padded like the input). Most of
 * `dOut` is zero (a pool passes on one unit of four), so it goes output by output and skips those.
 */
export function conv3x3Backward(
  input: Float32Array,
  taps: Int32Array,
  height: number,
  width: number,
  weights: Float32Array,
  dOut: Float32Array,
  dWeights: Float32Array,
  dBiases: Float32Array,
  dInput: Float32Array | null,
) {
  const padded = width + 2
  for (let f = 0, at = 0; f < dBiases.length; f += 1) {
    const kernel = f * taps.length
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1, at += 1) {
        const d = dOut[at]!
        if (d === 0) continue
        dBiases[f]! += d
        const corner = y * padded + x
        for (let k = 0; k < taps.length; k += 1) {
          const from = corner + taps[k]!
          dWeights[kernel + k]! += d * input[from]!
          if (dInput) dInput[from]! += d * weights[kernel + k]!
        }
      }
    }
  }
}

/**
 * The gradient of maxPoolRelu given `dOut` (its output's gradient, with the same border): each
 * pooled unit above zero passes its gradient to the input it took its value from.
 */
export function maxPoolReluBackward(input: Float32Array, channels: number, height: number, width: number, output: Float32Array, dOut: Float32Array, border: number, dInput: Float32Array) {
  const rows = Math.floor(height / 2)
  const columns = Math.floor(width / 2)
  const outWidth = columns + 2 * border
  const outPlane = (rows + 2 * border) * outWidth
  dInput.fill(0)
  for (let c = 0; c < channels; c += 1) {
    for (let y = 0; y < rows; y += 1) {
      let from = c * height * width + 2 * y * width
      let at = c * outPlane + (y + border) * outWidth + border
      for (let x = 0; x < columns; x += 1, from += 2, at += 1) {
        const value = output[at]!
        if (value <= 0 || dOut[at] === 0) continue
        const below = from + width
        const source = input[from] === value ? from : input[from + 1] === value ? from + 1 : input[below] === value ? below : below + 1
        dInput[source]! += dOut[at]!
      }
    }
  }
}

/** dOut's gradient passed back through a dense layer: added to the weights' and biases', and set on dInput. */
export function denseBackward(input: Float32Array, weights: Float32Array, dOut: Float32Array, dWeights: Float32Array, dBiases: Float32Array, dInput: Float32Array | null) {
  const inputs = input.length
  dInput?.fill(0)
  for (let unit = 0; unit < dOut.length; unit += 1) {
    const d = dOut[unit]!
    if (d === 0) continue
    dBiases[unit]! += d
    for (let i = 0, at = unit * inputs; i < inputs; i += 1) {
      dWeights[at + i]! += d * input[i]!
      if (dInput) dInput[i]! += d * weights[at + i]!
    }
  }
}
