import { area, type OcrWord, overlap } from './words.ts'

/* Merging the re-read of unsure and unread regions into the main reading. */

// A re-read word where the main pass found nothing is added from this confidence (0–100)…
const ADD_CONFIDENCE = 60
// …and a word of this many letters and digits from a lower one: noise reads as one or two characters.
const LONG_WORD = 4
const ADD_LONG_CONFIDENCE = 40
// Boxes overlapping by less than this share of the smaller one only graze (neighbouring lines).
const TOUCH = 0.2
// Two readings are of the same word when their overlap covers this share of each box.
const SAME_WORD = 0.6

function addable(word: OcrWord): boolean {
  const letters = skeleton(word.text).length
  return letters > 0 && word.confidence >= (letters >= LONG_WORD ? ADD_LONG_CONFIDENCE : ADD_CONFIDENCE)
}

/** A word's letters and digits, without the punctuation OCR loses or invents. */
const skeleton = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Whether a re-read word should replace the first reading. Where both read the same letters and
 * digits, the one with more punctuation wins: a lost decimal point, comma or minus sign is a far
 * more common misreading than an invented one. Otherwise the more confident reading wins.
 */
function better(reread: OcrWord, first: OcrWord): boolean {
  if (skeleton(reread.text) === skeleton(first.text) && reread.text.length !== first.text.length)
    return reread.text.length > first.text.length
  return reread.confidence > first.confidence
}

/**
 * The main reading, improved by the re-read: a word both passes read as one word (boxes mostly the
 * same) keeps the more confident text; a re-read word over nothing read is added.
 */
export function merge(words: OcrWord[], reread: OcrWord[]): OcrWord[] {
  const result = [...words]
  for (const word of reread) {
    const touching = result.filter(
      (other) => overlap(word, other) > TOUCH * Math.min(area(word), area(other)),
    )
    if (touching.length === 0) {
      if (addable(word)) result.push(word)
      continue
    }
    if (touching.length !== 1) continue
    const other = touching[0]!
    const shared = overlap(word, other)
    const same = shared >= SAME_WORD * area(word) && shared >= SAME_WORD * area(other)
    if (same && better(word, other)) result[result.indexOf(other)] = word
  }
  return result
}
