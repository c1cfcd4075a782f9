import { Anchor, Typography } from '@mantine/core'
import ReactMarkdown, { type Components } from 'react-markdown'
import { Link } from 'react-router'

/**
 * A screen of the app: one slash, then not a second one or a backslash (browsers read `//host` and
 * `/\host` as another site). `/api/…` is the server's own pages (the API document), so it loads
 * afresh instead of going through the router.
 */
const APP_PATH = /^\/(?![/\\]|api(?:\/|$))/

/** A file of this site (`/help/upload.jpg`): one slash, then not a second one or a backslash. */
const SITE_FILE = /^\/(?![/\\])/

// Underlined: inside running text a link must not be told apart by its colour alone.
const components: Components = {
  a: ({ href = '', title, children }) =>
    APP_PATH.test(href) ? (
      <Anchor component={Link} to={href} title={title} inherit underline="always">
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} title={title} rel="noreferrer" inherit underline="always">
        {children}
      </Anchor>
    ),
  // Only pictures of this site: an admin's article must not load (and so track readers with) another
  // site's image. Anything else shows its alt text.
  img: ({ src, alt = '', title }) =>
    typeof src === 'string' && SITE_FILE.test(src) ? (
      <img
        src={src}
        alt={alt}
        title={title}
        loading="lazy"
        style={{
          display: 'block',
          maxWidth: '100%',
          height: 'auto',
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-default-border)',
        }}
      />
    ) : (
      <span>{alt}</span>
    ),
}

/**
 * Renders Markdown with Mantine's typography. Raw HTML in the text is shown as text, never run, and
 * unsafe link schemes are dropped (react-markdown's defaults): articles written by admins use it too.
 */
export function Markdown({ children }: { children: string }) {
  return (
    // A long address or file name wraps instead of widening a phone screen.
    <Typography style={{ overflowWrap: 'break-word' }}>
      <ReactMarkdown components={components}>{children}</ReactMarkdown>
    </Typography>
  )
}
