/** About as many characters of the label as fit across the card at its font size. */
const LINE_CHARS = 20
const LINE_HEIGHT = 34

/** The label's words in lines that fit the card, at most three (the last cut with an ellipsis). */
function wrap(label: string): string[] {
  const lines: string[] = []
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length <= 3 ? lines : [...lines.slice(0, 2), `${lines[2]}…`]
}

/**
 * Placeholder artwork for demo content: a flat card in the brand's colours with the item's name,
 * so a fresh club looks complete without shipping photographs.
 */
export function demoArt(label: string, background: string, foreground = '#ffffff'): string {
  const escape = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
  const lines = wrap(label)
  const top = 150 - ((lines.length - 1) * LINE_HEIGHT) / 2 + 10
  const tspans = lines.map((line, i) => `<tspan x="200" y="${top + i * LINE_HEIGHT}">${escape(line)}</tspan>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escape(label)}">
  <rect width="400" height="300" rx="24" fill="${background}"/>
  <circle cx="320" cy="70" r="90" fill="${foreground}" fill-opacity="0.15"/>
  <circle cx="70" cy="260" r="60" fill="${foreground}" fill-opacity="0.12"/>
  <text text-anchor="middle" font-family="Nunito, Arial, sans-serif" font-size="28" font-weight="700" fill="${foreground}">${tspans}</text>
</svg>`
}
