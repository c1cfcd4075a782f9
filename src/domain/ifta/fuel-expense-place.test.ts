import { describe, expect, it } from 'vitest'
import { fuelExpensePlace, fuelTypeOfExpense } from './fuel-expense-place.ts'

describe('where a fuel expense says the fuel was bought', () => {
  it('reads the vendor, city and state a pay sheet prints, and gallons when printed', () => {
    expect(fuelExpensePlace('Fuel - Prairie Star Travel Plaza #533, Lexington, KY')).toEqual({
      vendor: 'Prairie Star Travel Plaza #533',
      city: 'Lexington',
      jurisdiction: 'KY',
      gallons: null,
    })
    expect(
      fuelExpensePlace('Fuel card - Crossroads Travel Plaza #581, Tucson, AZ 112.457 gal'),
    ).toMatchObject({
      vendor: 'Crossroads Travel Plaza #581',
      city: 'Tucson',
      jurisdiction: 'AZ',
      gallons: '112.457',
    })
    // As a settlement posts its line: the payer first.
    expect(fuelExpensePlace('Acme: Fuel - Prairie Star Travel Plaza #533, Lexington, KY')).toMatchObject({
      vendor: 'Prairie Star Travel Plaza #533',
    })
    expect(fuelExpensePlace('Diesel, Pilot #391, Amarillo, TX')).toMatchObject({
      city: 'Amarillo',
      jurisdiction: 'TX',
    })
  })

  it('reads thousands commas and decimal commas in gallons', () => {
    expect(fuelExpensePlace('Bulk diesel 1,050 gal, Tulsa, OK').gallons).toBe('1050')
    expect(fuelExpensePlace('Fuel - Depot, Tulsa, OK 1,234.5 gal').gallons).toBe('1234.5')
    expect(fuelExpensePlace('Fuel - Depot, Tulsa, OK 112,5 gal').gallons).toBe('112.5')
  })

  it('says nothing it cannot read', () => {
    expect(fuelExpensePlace('FUEL')).toEqual({ vendor: null, city: null, jurisdiction: null, gallons: null })
    // Two letters that are no jurisdiction are no state.
    expect(fuelExpensePlace('Fuel - Stop, Somewhere, ZZ')).toMatchObject({ jurisdiction: null, city: null })
  })

  it('leaves out the payer a settlement posts the line under', () => {
    expect(fuelExpensePlace('Mesa Line Haulers: Pilot #12, Tucson, AZ 90.1 gal')).toEqual({
      vendor: 'Pilot #12',
      city: 'Tucson',
      jurisdiction: 'AZ',
      gallons: '90.1',
    })
  })

  it('names the fuel: reefer fuel apart, DEF as no motor fuel', () => {
    expect(fuelTypeOfExpense('Fuel - Pilot #12, Tucson, AZ 90.1 gal')).toBe('diesel')
    expect(fuelTypeOfExpense('Reefer fuel - Pilot #12, Tucson, AZ 20 gal')).toBe('other')
    expect(fuelTypeOfExpense('Unleaded, Shell, Waco, TX 12 gal')).toBe('gasoline')
    expect(fuelTypeOfExpense('Fuel - DEF, Pilot #12, Tucson, AZ 5 gal')).toBeNull()
  })
})
