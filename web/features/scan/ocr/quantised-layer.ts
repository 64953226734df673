/**
 * A trained layer as it ships: its weights as signed bytes (base64), unit by unit, each unit with
 * its own scale (its largest weight: a byte of 127 is that weight), and its biases. A quarter of
 * the size of floats.
 */
export interface QuantisedLayer {
  weights: string
  scales: number[]
  biases: number[]
}

/** A layer's weights (unit by unit) and biases, as the network computes with them. */
export interface NetLayer {
  weights: Float32Array
  biases: Float32Array
}

export function dequantise({ weights, scales, biases }: QuantisedLayer): NetLayer {
  const bytes = Int8Array.from(atob(weights), (c) => c.charCodeAt(0))
  const width = bytes.length / scales.length
  return { weights: Float32Array.from(bytes, (b, k) => (b * scales[Math.floor(k / width)]!) / 127), biases: Float32Array.from(biases) }
}
