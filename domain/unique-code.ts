/**
 * The 10-character unique code printed on each pack (DECISIONS.md "Unique codes"): 9 random
 * symbols of the Crockford base-32 alphabet and one Luhn mod 32 check symbol.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const UNIQUE_CODE_LENGTH = 10
const N = CODE_ALPHABET.length

/**
 * Text as a reader or a member typed it, made comparable with codes: upper case, nothing but
 * letters and digits, and the letters no code contains read as the digits they look like. U is
 * left as it is: Crockford drops it to avoid accidental words, not as a look-alike, so any guess
 * (V?) would be a coin toss; a U keeps the text invalid and the server or the member decides.
 */
export function normaliseCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
}

/** The Luhn mod 32 check symbol of a payload (the reference is shared/ocr/packcodes.py). */
export function checkSymbol(payload: string): string {
  let factor = 2
  let total = 0
  for (let i = payload.length - 1; i >= 0; i--) {
    const addend = factor * CODE_ALPHABET.indexOf(payload[i]!)
    factor = factor === 2 ? 1 : 2
    total += Math.floor(addend / N) + (addend % N)
  }
  return CODE_ALPHABET[(N - (total % N)) % N]!
}

/** Ten symbols of the alphabet whose last is the check symbol of the first nine. */
export function isValidUniqueCode(code: string): boolean {
  return code.length === UNIQUE_CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) && checkSymbol(code.slice(0, -1)) === code.at(-1)
}

/**
 * The codes in read text that pass the check, in reading order, once each. A code is a word of
 * exactly 10 symbols, or neighbouring words on one line that make 10 together (print often
 * spaces a code as 4+6). Longer words are not searched inside: each 10-symbol window would pass
 * the check by chance once in 32.
 */
export function extractCodeCandidates(text: string): string[] {
  const found: string[] = []
  for (const line of text.split(/\n/)) {
    const words = line.split(/\s+/).map(normaliseCode).filter(Boolean)
    for (let start = 0; start < words.length; start++) {
      let joined = ''
      for (let end = start; end < words.length && joined.length < UNIQUE_CODE_LENGTH; end++) {
        joined += words[end]
        if (joined.length === UNIQUE_CODE_LENGTH && isValidUniqueCode(joined) && !found.includes(joined)) found.push(joined)
      }
    }
  }
  return found
}

/**
 * A new random code. Each symbol takes the low 5 bits of a random byte: 256 is a multiple of 32,
 * so every symbol is equally likely.
 */
export function newUniqueCode(randomBytes: (n: number) => Uint8Array): string {
  let payload = ''
  for (const byte of randomBytes(UNIQUE_CODE_LENGTH - 1)) payload += CODE_ALPHABET[byte & 31]
  return payload + checkSymbol(payload)
}
