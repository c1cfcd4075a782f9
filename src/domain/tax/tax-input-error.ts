/** A calculator cannot answer from what it was given (a figure the tables lack, a zero divisor). */
export class TaxInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TaxInputError'
  }
}
