/** LIMIT/OFFSET for a page (from 1) of a list. */
export function pageWindow(query: { page: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }
}

/** Escapes LIKE wildcards so search text matches literally. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
