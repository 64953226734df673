import { useState } from 'react'

interface ShowToggleProps {
  shown: boolean
  label: string
  /** Asks the server to flip the row; answers it as saved (a refusal shows in the error modal and throws). */
  flip: () => Promise<{ active: boolean }>
}

/** A row's Show box (spec 3 §4): it calls the server and changes only once the server has. */
export function ShowToggle({ shown: loaded, label, flip }: ShowToggleProps) {
  const [shown, setShown] = useState(loaded)
  const [saving, setSaving] = useState(false)
  const change = async () => {
    setSaving(true)
    const answer = await flip().catch(() => undefined)
    if (answer) setShown(answer.active)
    setSaving(false)
  }
  return <input type="checkbox" checked={shown} disabled={saving} aria-busy={saving || undefined} onChange={() => void change()} aria-label={label} />
}
