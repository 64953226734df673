/**
 * Placeholder artwork for demo content: a flat card in the brand's colours with the item's name,
 * so a fresh club looks complete without shipping photographs.
 */
export function demoArt(label: string, background: string, foreground = '#ffffff'): string {
  const escaped = label.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escaped}">
  <rect width="400" height="300" rx="24" fill="${background}"/>
  <circle cx="320" cy="70" r="90" fill="${foreground}" fill-opacity="0.15"/>
  <circle cx="70" cy="260" r="60" fill="${foreground}" fill-opacity="0.12"/>
  <text x="200" y="165" text-anchor="middle" font-family="Nunito, Arial, sans-serif" font-size="28" font-weight="700" fill="${foreground}">${escaped}</text>
</svg>`
}
