import type { MouseEvent } from 'react'
import classes from './skip-link.module.css'

/** The id of each layout's main landmark, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * The first stop of the Tab key on every page, shown only while focused: keyboard and screen reader
 * users jump past the header and the navigation straight to the page's content.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    // Focus moves with the jump (a bare #hash would only scroll), and the address stays as it is.
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      Skip to main content
    </a>
  )
}
