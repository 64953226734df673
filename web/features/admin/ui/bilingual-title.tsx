import { cut } from './table-text.ts'

/** A row's English title over its Malay one in a back-office table, each cut to the table's length with its whole text on hover. */
export function BilingualTitle({ title }: { title: { en: string; bm: string } }) {
  return (
    <>
      <span className="content-title" title={title.en}>
        {cut(title.en)}
      </span>
      <span className="content-title-bm" lang="ms" title={title.bm}>
        {cut(title.bm)}
      </span>
    </>
  )
}
