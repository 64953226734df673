import { type ReactNode, type TdHTMLAttributes, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/text-field.tsx'

/** One column of a SearchableTable: its header and what each row shows under it. */
export interface TableColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** The row's cell attributes beyond its content: a class, the language of its text, its whole text where it is cut. */
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement>
  /** A class for the header and every cell, such as `number` for right-aligned figures. */
  className?: string
}

interface SearchableTableProps<T> {
  rows: readonly T[]
  /** The texts a row is found by: the search keeps rows where one of them holds it, case aside. */
  searchTexts: (row: T) => readonly string[]
  columns: readonly TableColumn<T>[]
  /** Says what the table lists, to screen readers. */
  caption: string
  /** Shown instead of the table when there are no rows at all. */
  emptyText: string
  /** The table's class, for a list whose table is styled its own way. */
  className?: string
  searchLabel?: string
  noMatchText?: (search: string) => string
}

/**
 * A back-office list (spec 3 §9): a search over the rows' texts above a table, a notice when
 * there is nothing to list or nothing matches, and the table scrolling sideways on a narrow screen.
 */
export function SearchableTable<T extends { id: number }>({ rows, searchTexts, columns, caption, emptyText, className = 'content-table', searchLabel, noMatchText }: SearchableTableProps<T>) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  if (rows.length === 0) return <p className="notice">{emptyText}</p>
  const needle = search.trim().toLowerCase()
  const found = rows.filter((row) => !needle || searchTexts(row).some((text) => text.toLowerCase().includes(needle)))
  return (
    <>
      <TextField className="table-search" label={searchLabel ?? t('adminContent.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {found.length === 0 ? (
        <p className="notice" role="status">
          {noMatchText ? noMatchText(search.trim()) : t('adminContent.noMatch', { search: search.trim() })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className={className}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.className}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {found.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className} {...column.cellProps?.(row)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
