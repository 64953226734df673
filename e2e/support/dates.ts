/** A `YYYY-MM-DD` date as the club's pages show it, in both languages: DD/MM/YYYY. */
export const shownDate = (date: string) => date.split('-').reverse().join('/')
