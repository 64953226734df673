import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import './tabs.css'

interface TabsProps<K extends string> {
  /** Names the set of tabs for screen readers. */
  label: string
  tabs: { key: K; label: string }[]
  selected: K
  onSelect: (key: K) => void
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop, the arrow keys (and Home, End) move between tabs
 * and show each at once, and the panel is labelled by its tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const targets: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }
    const to = targets[event.key]
    if (to === undefined) return
    event.preventDefault()
    onSelect(tabs[to]!.key)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus()
  }

  return (
    <div className="tabs">
      <div ref={list} role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} tabIndex={0} className="tab-panel">
        {children}
      </div>
    </div>
  )
}
