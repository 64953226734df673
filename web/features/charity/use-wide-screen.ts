import { useEffect, useState } from 'react'

/** Whether the window is at least `minWidth` pixels wide, following resizes. */
export function useWideScreen(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`
  const [wide, setWide] = useState(() => window.matchMedia?.(query).matches ?? true)
  useEffect(() => {
    const list = window.matchMedia?.(query)
    if (!list) return
    const changed = () => setWide(list.matches)
    changed()
    list.addEventListener('change', changed)
    return () => list.removeEventListener('change', changed)
  }, [query])
  return wide
}
