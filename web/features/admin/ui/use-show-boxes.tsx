import { useState } from 'react'

interface Showable {
  id: number
  active: boolean
}

/**
 * The Show boxes of a list's rows (spec 3 §4): each calls the server and changes only once the
 * server has. What the server answered is kept here, above the rows, so a row the search hid and
 * shows again keeps it. `flip` answers the row as saved; a refusal shows in the error modal and throws.
 */
export function useShowBoxes(flip: (id: number) => Promise<{ active: boolean }>) {
  const [shown, setShown] = useState<ReadonlyMap<number, boolean>>(new Map())
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())
  const change = async (id: number) => {
    setSaving((s) => new Set(s).add(id))
    const answer = await flip(id).catch(() => undefined)
    if (answer) setShown((s) => new Map(s).set(id, answer.active))
    setSaving((s) => new Set([...s].filter((other) => other !== id)))
  }
  // A function that renders the box, not a component: one made here anew each render would remount it and lose its focus.
  return (row: Showable, label: string) => {
    const busy = saving.has(row.id)
    return <input type="checkbox" checked={shown.get(row.id) ?? row.active} disabled={busy} aria-busy={busy || undefined} onChange={() => void change(row.id)} aria-label={label} />
  }
}
