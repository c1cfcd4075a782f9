import { describe, expect, it } from 'vitest'
import { asWords, page, type Row } from '@/domain/settlement-parsing/shared/test-layout.ts'
import { parseRateConfirmation } from './parse-rate-confirmation.ts'
import { findPlace, findTime } from './stop-text.ts'
import { rateLineKind } from './vocabulary.ts'

// Hand-made rate confirmation layouts: each test is one way brokers print a load tender.

const TERMS: Row[] = [
  [400, [40, 'Terms: detention is paid at $50.00 per hour after two free hours at shipper or consignee.']],
  [412, [40, 'Truck Ordered Not Used (TONU) pays $150.00 if the load is cancelled after dispatch.']],
]

const classic: Row[] = [
  [30, [40, 'Lone Star Freight Brokers, LLC'], [400, 'RATE CONFIRMATION']],
  [45, [40, '500 Main St, Dallas, TX 75201'], [400, 'Load #: LS-5512']],
  [55, [40, 'MC# 700123 | DOT# 2000111']],
  [75, [40, 'Carrier: Red Dirt Trucking LLC'], [220, 'Carrier MC#: 990011'], [360, 'Miles: 512']],
  [85, [40, 'Commodity: Canned goods'], [220, 'Weight: 40,000 lbs']],
  [
    110,
    [40, 'Stop'],
    [70, 'Type'],
    [120, 'Facility'],
    [260, 'City, State Zip'],
    [380, 'Date'],
    [450, 'Time'],
  ],
  [
    125,
    [40, '1'],
    [70, 'Pickup'],
    [120, 'Alamo Cannery'],
    [260, 'San Antonio, TX 78219'],
    [380, '04/01/2025'],
    [450, '08:00-14:00'],
  ],
  [
    140,
    [40, '2'],
    [70, 'Delivery'],
    [120, 'Ozark Grocers DC'],
    [260, 'Springfield, MO 65803'],
    [380, '04/02/2025'],
    [450, '0600 hrs'],
  ],
  [170, [40, 'Description'], [250, 'Amount']],
  [185, [40, 'Line Haul'], [250, '$1,800.00']],
  [200, [40, 'Fuel Surcharge'], [250, '$240.00']],
  [215, [40, 'Total'], [250, '$2,040.00']],
  ...TERMS,
]

describe('parseRateConfirmation', () => {
  it('reads a classic rate confirmation with a stops table', () => {
    const r = parseRateConfirmation([page(classic)])
    expect(r).toMatchObject({
      loadNumber: 'LS-5512',
      payer: 'Lone Star Freight Brokers, LLC',
      payerMcNumber: '700123',
      miles: 512,
      weightLb: 40000,
      commodity: 'Canned goods',
      totalCents: 204000,
      issues: [],
    })
    expect(r.stops).toEqual([
      {
        type: 'pickup',
        name: 'Alamo Cannery',
        city: 'San Antonio',
        state: 'TX',
        zip: '78219',
        date: '2025-04-01',
        time: '08:00',
      },
      {
        type: 'delivery',
        name: 'Ozark Grocers DC',
        city: 'Springfield',
        state: 'MO',
        zip: '65803',
        date: '2025-04-02',
        time: '06:00',
      },
    ])
    // The terms' "$50.00 per hour" and "TONU pays $150.00" are no lines of this load's rate.
    expect(r.rateLines).toEqual([
      { kind: 'linehaul', description: 'Line Haul', amountCents: 180000 },
      { kind: 'fuel_surcharge', description: 'Fuel Surcharge', amountCents: 24000 },
    ])
    expect(r.confidence.rateLines).toBeGreaterThan(0.9)
    expect(r.confidence.totalCents).toBeGreaterThan(0.9)
  })

  it('reads the same page from OCR words on a tilted photo', () => {
    const r = parseRateConfirmation([asWords(page(classic), 0.9, 0.01)])
    expect(r.loadNumber).toBe('LS-5512')
    expect(r.stops.map((s) => [s.type, s.city, s.state, s.date])).toEqual([
      ['pickup', 'San Antonio', 'TX', '2025-04-01'],
      ['delivery', 'Springfield', 'MO', '2025-04-02'],
    ])
    expect(r.totalCents).toBe(204000)
    expect(r.confidence.loadNumber).toBeLessThan(0.95)
  })

  it('reads pickup and delivery blocks printed side by side, and a payer after "Bill to:"', () => {
    const rows: Row[] = [
      [30, [40, 'MESA LOGISTICS']],
      [45, [40, 'Order #: MX-2201'], [300, 'Load Confirmation']],
      [70, [40, 'SHIPPER'], [300, 'CONSIGNEE']],
      [82, [40, 'Pueblo Foods Inc'], [300, 'Cactus Market #12']],
      [92, [40, '100 Rail Ave'], [300, '77 Saguaro Blvd']],
      [102, [40, 'ALBUQUERQUE, NM 87102'], [300, 'Tucson, AZ 85705']],
      [112, [40, 'Pickup Date: Mar 3, 2025'], [300, 'Delivery Date: 2025-03-04']],
      [122, [40, 'Appt: 0700 hrs'], [300, 'Time: FCFS']],
      [160, [40, 'Flat Rate'], [200, '$1,100.00']],
      [175, [40, 'Total Carrier Pay'], [200, '$1,100.00']],
      [200, [40, 'Bill to: Mesa Logistics Group, LLC, PO Box 5, Phoenix, AZ 85001']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.payer).toBe('Mesa Logistics Group, LLC')
    expect(r.loadNumber).toBe('MX-2201')
    expect(r.stops).toEqual([
      {
        type: 'pickup',
        name: 'Pueblo Foods Inc',
        city: 'Albuquerque',
        state: 'NM',
        zip: '87102',
        date: '2025-03-03',
        time: '07:00',
      },
      {
        type: 'delivery',
        name: 'Cactus Market #12',
        city: 'Tucson',
        state: 'AZ',
        zip: '85705',
        date: '2025-03-04',
        time: null,
      },
    ])
    expect(r.rateLines).toEqual([{ kind: 'linehaul', description: 'Flat Rate', amountCents: 110000 }])
    expect(r.issues).toEqual([])
  })

  it('reads numbered stops in order and keeps an unknown charge as other', () => {
    const rows: Row[] = [
      [30, [40, 'Harvest Moon Brokerage Inc.']],
      [45, [40, 'Confirmation #: HM-88']],
      [70, [40, 'Stop 1 - Pick Up'], [300, 'Stop 2 - Pick Up']],
      [82, [40, 'North Farm'], [300, 'South Farm']],
      [92, [40, 'Fargo, ND 58102'], [300, 'Moorhead, MN 56560']],
      [102, [40, 'Date: 2025-05-01'], [300, 'Date: 2025-05-01']],
      [130, [40, 'Stop 3 - Delivery']],
      [142, [40, 'Twin Cities Mill']],
      [152, [40, 'Minneapolis, MN 55401']],
      [162, [40, 'Date: May 2, 2025'], [200, 'Window: 9:00 AM - 1:00 PM']],
      [190, [40, 'Rates']],
      [205, [40, 'Base Rate'], [200, '$900.00']],
      [220, [40, 'FSC'], [200, '$120.00']],
      [235, [40, 'Extra stop'], [200, '$75.00']],
      [250, [40, 'Total Rate'], [200, '$1,095.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.date, s.time])).toEqual([
      ['pickup', 'North Farm', 'Fargo', '2025-05-01', null],
      ['pickup', 'South Farm', 'Moorhead', '2025-05-01', null],
      ['delivery', 'Twin Cities Mill', 'Minneapolis', '2025-05-02', '09:00'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 90000],
      ['fuel_surcharge', 12000],
      ['other', 7500],
    ])
  })

  it('keeps the order of numbered stops printed in columns', () => {
    const rows: Row[] = [
      [30, [40, 'Two Rivers Logistics LLC']],
      [45, [40, 'Load #: TR-3']],
      [70, [40, 'Stop 1: Pickup'], [300, 'Stop 3: Delivery']],
      [82, [40, 'Sioux City, IA 51101'], [300, 'Des Moines, IA 50309']],
      [92, [40, '08/04/2025'], [300, '08/05/2025']],
      [120, [40, 'Stop 2: Pickup']],
      [132, [40, 'Omaha, NE 68102']],
      [142, [40, '08/04/2025']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.stops.map((s) => [s.type, s.city])).toEqual([
      ['pickup', 'Sioux City'],
      ['pickup', 'Omaha'],
      ['delivery', 'Des Moines'],
    ])
  })

  it('joins a heading OCR cut at its dash, and splits fields OCR ran together', () => {
    const rows: Row[] = [
      [30, [40, 'Juniper Freight Brokers LLC']],
      [45, [40, 'Load #: JF-10']],
      [60, [40, 'Commodity: Frozen peas Weight: 41,000 Ibs']],
      [80, [40, 'Stop 1'], [75, '-'], [90, 'Pick Up'], [300, 'Stop 2'], [335, '-'], [350, 'Delivery']],
      [92, [40, 'Valley Foods'], [300, 'Coast Grocers']],
      [102, [40, 'Yakima, WA 98901'], [300, 'Seattle, WA 98108']],
      [112, [40, 'Pickup Date: 09/09/2025'], [300, 'Delivery Date: 09/10/2025']],
    ]
    const r = parseRateConfirmation([asWords(page(rows))])
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.date])).toEqual([
      ['pickup', 'Valley Foods', 'Yakima', '2025-09-09'],
      ['delivery', 'Coast Grocers', 'Seattle', '2025-09-10'],
    ])
    expect([r.commodity, r.weightLb]).toEqual(['Frozen peas', 41000])
  })

  it('takes the amount of a quantity × rate row from its last column, and accessorials by their words', () => {
    const rows: Row[] = [
      [30, [40, 'Keel Logistics LLC']],
      [45, [40, 'Load Number: 4410']],
      [
        70,
        [40, 'PU'],
        [80, 'Dock One'],
        [200, 'Reno'],
        [260, 'NV'],
        [290, '89502'],
        [340, '06/01/2025'],
        [420, '1:30 PM'],
      ],
      [
        85,
        [40, 'DEL'],
        [80, 'Dock Two'],
        [200, 'Boise'],
        [260, 'ID'],
        [290, '83702'],
        [340, '06/02/2025'],
        [420, '0800-1200'],
      ],
      [120, [40, 'Charge'], [200, 'Qty'], [260, 'Rate'], [340, 'Amount']],
      [135, [40, 'Line Haul'], [200, '1'], [260, '1,500.00'], [340, '1,500.00']],
      [150, [40, 'Detention'], [200, '2'], [260, '50.00'], [340, '100.00']],
      [165, [40, 'Lumper'], [200, '1'], [260, '180.00'], [340, '180.00']],
      [180, [40, 'Layover'], [200, '1'], [260, '200.00'], [340, '200.00']],
      [195, [40, 'TONU'], [200, '1'], [260, '0.00'], [340, '0.00']],
      [210, [40, 'Total'], [340, '$1,980.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.state, s.zip, s.time])).toEqual([
      ['pickup', 'Dock One', 'Reno', 'NV', '89502', '13:30'],
      ['delivery', 'Dock Two', 'Boise', 'ID', '83702', '08:00'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 150000],
      ['detention', 10000],
      ['lumper', 18000],
      ['layover', 20000],
      ['tonu', 0],
    ])
    expect(r.issues).toEqual([])
  })

  it('says what disagrees and what is missing, and never guesses', () => {
    const rows: Row[] = [
      [30, [40, 'Plainview Freight Inc.']],
      [60, [40, 'Pickup: Elm Mill, Wichita, KS 67202']],
      [90, [40, 'Line Haul'], [200, '$1,000.00']],
      [105, [40, 'Fuel Surcharge'], [200, '$150.00']],
      [120, [40, 'Total'], [200, '$1,200.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.loadNumber).toBeNull()
    expect(r.stops).toEqual([
      {
        type: 'pickup',
        name: 'Elm Mill',
        city: 'Wichita',
        state: 'KS',
        zip: '67202',
        date: null,
        time: null,
      },
    ])
    expect(r.issues).toEqual([
      'Load number not found',
      'No delivery found',
      'Pickup 1: date not found',
      'Rate lines add up to $1,150.00 but the total printed is $1,200.00',
    ])
    expect(r.confidence.loadNumber).toBe(0)
    expect(r.confidence.rateLines).toBeLessThan(0.5)
  })

  it('reads an all-in rate with no total printed as one linehaul line, and says the total is missing', () => {
    const rows: Row[] = [
      [30, [40, 'Granite Bay Logistics Co.']],
      [45, [40, 'Shipment ID: GB-7']],
      [70, [40, 'Origin: Tacoma, WA 98421'], [300, 'Destination: Portland, OR 97217']],
      [82, [40, '07/07/2025'], [300, '07/08/2025']],
      [110, [40, 'All-in rate: $1,450.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.stops.map((s) => [s.type, s.city, s.date])).toEqual([
      ['pickup', 'Tacoma', '2025-07-07'],
      ['delivery', 'Portland', '2025-07-08'],
    ])
    expect(r.rateLines).toEqual([{ kind: 'linehaul', description: 'All-in rate', amountCents: 145000 }])
    expect(r.totalCents).toBeNull()
    expect(r.issues).toEqual(['Total not found; the rate lines add up to $1,450.00'])
  })

  it('takes the broker, not the carrier, as payer, with the broker MC and the references', () => {
    const rows: Row[] = [
      [30, [40, 'BAYSIDE LOGISTICS'], [400, 'Rate Confirmation']],
      [50, [40, 'Carrier: Gull Wing Trucking LLC'], [250, 'MC# 555001']],
      [62, [40, 'Broker: Bayside Logistics, LLC'], [250, 'MC# 444002']],
      [80, [40, 'Load #'], [120, 'PO #'], [200, 'BOL #'], [280, 'PRO #']],
      [92, [40, 'BS-1'], [120, '7788'], [200, 'B-9911'], [280, '30021']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.payer).toBe('Bayside Logistics, LLC')
    expect(r.payerMcNumber).toBe('444002')
    expect(r.loadNumber).toBe('BS-1')
    expect(r.references).toEqual({ po: '7788', bol: 'B-9911', pro: '30021' })
  })
})

describe('parseRateConfirmation on forms without stop headings or total lines', () => {
  it('groups stop fields named by their labels into stops', () => {
    const rows: Row[] = [
      [30, [40, 'Prairie Line Brokerage Co.']],
      [45, [40, 'Reference Number'], [160, 'PL-9']],
      [60, [40, 'Pickup Facility'], [160, 'Elevator 4']],
      [72, [40, 'Pickup Location'], [160, 'Salina, KS 67401']],
      [84, [40, 'Pickup Date/Time'], [160, '2025-06-02 07:30']],
      [96, [40, 'Delivery Facility'], [160, 'Mill B']],
      [108, [40, 'Delivery Location'], [160, 'Wichita, KS 67214']],
      [120, [40, 'Delivery Date/Time'], [160, '2025-06-02 FCFS']],
      [150, [40, 'TONU'], [200, '$150.00']],
      [165, [40, 'Total'], [200, '$150.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.stops).toEqual([
      {
        type: 'pickup',
        name: 'Elevator 4',
        city: 'Salina',
        state: 'KS',
        zip: '67401',
        date: '2025-06-02',
        time: '07:30',
      },
      {
        type: 'delivery',
        name: 'Mill B',
        city: 'Wichita',
        state: 'KS',
        zip: '67214',
        date: '2025-06-02',
        time: null,
      },
    ])
    expect(r.rateLines).toEqual([{ kind: 'tonu', description: 'TONU', amountCents: 15000 }])
  })

  it('reads a strip of figures under their labels, and Load / Unload events as stop types', () => {
    const rows: Row[] = [
      [30, [40, 'Mesa Verde Brokers Inc.']],
      [45, [40, 'Carrier Confirmation · Load # MV-3']],
      [70, [40, 'Event'], [100, 'Company'], [220, 'Location'], [340, 'Date']],
      [82, [40, 'Load'], [100, 'Quarry'], [220, 'Kingman, AZ 86401'], [340, '05/05/2025']],
      [94, [40, 'Unload'], [100, 'Yard'], [220, 'Las Vegas, NV 89115'], [340, '05/06/2025']],
      [120, [100, 'Linehaul'], [180, 'Fuel'], [260, 'Total']],
      [132, [100, '$900.00'], [180, '$100.00'], [260, '$1,000.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.loadNumber).toBe('MV-3')
    expect(r.stops.map((s) => [s.type, s.city])).toEqual([
      ['pickup', 'Kingman'],
      ['delivery', 'Las Vegas'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 90000],
      ['fuel_surcharge', 10000],
    ])
    expect(r.totalCents).toBe(100000)
  })

  it('takes a total printed in a box over its figure, checked by the lines printed elsewhere', () => {
    const rows: Row[] = [
      [30, [40, 'Gulf Freight Network Corp.'], [400, 'TOTAL RATE']],
      [42, [40, 'MC-102245'], [400, '$1,300.00']],
      [70, [40, 'PICK UP 1 of 1']],
      [82, [40, 'Mobile, AL 36602'], [200, 'Thursday, March 20, 2025 between 8:00 and 15:00']],
      [110, [40, 'DELIVERY 1 of 1']],
      [122, [40, 'Atlanta, GA 30318'], [200, 'Friday, March 21, 2025 appointment 9:00']],
      [150, [40, 'Charge'], [200, 'Amount']],
      [165, [40, 'Line Haul'], [200, '1,200.00']],
      [180, [40, 'Fuel Surcharge'], [200, '100.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.totalCents).toBe(130000)
    expect(r.rateLines.map((l) => l.amountCents)).toEqual([120000, 10000])
    expect(r.stops.map((s) => [s.type, s.city, s.date, s.time])).toEqual([
      ['pickup', 'Mobile', '2025-03-20', '08:00'],
      ['delivery', 'Atlanta', '2025-03-21', '09:00'],
    ])
    expect(r.confidence.totalCents).toBeGreaterThan(0.9)
  })
})

describe('parseRateConfirmation on columns, boxes and sentences', () => {
  it('reads stop blocks beside a rate box, a charge figured per mile, and the title number', () => {
    const rows: Row[] = [
      [20, [40, 'CARRIER'], [300, 'Aspen Freight Brokerage, Inc.']],
      [32, [40, 'Spruce Haulers LLC'], [300, 'RATE AGREEMENT AF-71']],
      [60, [40, 'PICKUP']],
      [66, [300, 'CARRIER RATE']],
      [72, [40, 'Aspen Mill']],
      [80, [40, 'Provo, UT 84601'], [300, 'Linehaul: 400 mi @ $2.50/mi = $1,000.00']],
      [90, [40, 'Appointment: 03-27-2025 @ 0800'], [300, 'Fuel Surcharge: $150.00']],
      [100, [300, 'Total Carrier Rate (USD): $1,150.00']],
      [120, [40, 'DELIVERY']],
      [132, [40, 'Elko, NV 89801']],
      [142, [40, 'Fri 03/28/2025 1030']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.payer).toBe('Aspen Freight Brokerage, Inc.')
    expect(r.loadNumber).toBe('AF-71')
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.date, s.time])).toEqual([
      ['pickup', 'Aspen Mill', 'Provo', '2025-03-27', '08:00'],
      ['delivery', null, 'Elko', '2025-03-28', '10:30'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 100000],
      ['fuel_surcharge', 15000],
    ])
    expect(r.totalCents).toBe(115000)
  })

  it('reads a rate summed in one sentence and the sender of an e-mailed tender as payer', () => {
    const rows: Row[] = [
      [20, [40, 'From: Caddo Brokerage Inc. <loads@caddo.example>']],
      [32, [40, 'Subject: tender CB-5']],
      [50, [40, 'Load# CB-5']],
      [70, [40, 'PU 1'], [90, 'Shreveport, LA 71101'], [220, '04/02/2025'], [300, '7:00a-3:00p']],
      [82, [40, 'DO 1'], [90, 'Tyler, TX 75701'], [220, '04/03/2025'], [300, '1:00p']],
      [110, [40, 'Rate: $900.00 + FSC $100.00 = Total $1,000.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.payer).toBe('Caddo Brokerage Inc.')
    expect(r.loadNumber).toBe('CB-5')
    expect(r.stops.map((s) => [s.type, s.city, s.time])).toEqual([
      ['pickup', 'Shreveport', '07:00'],
      ['delivery', 'Tyler', '13:00'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ['linehaul', 'Rate', 90000],
      ['fuel_surcharge', 'FSC', 10000],
    ])
    expect(r.totalCents).toBe(100000)
    expect(r.issues).toEqual([])
  })
})

describe('parseRateConfirmation on lanes, numbered headings and cut labels', () => {
  it("reads a lane table whose header names both stops' fields, one lane a row", () => {
    const rows: Row[] = [
      [30, [40, 'Mojave Freight Brokers LLC']],
      [45, [40, 'Load Number'], [160, 'MJ-44']],
      [
        70,
        [40, 'Shipper Name'],
        [100, 'Shipper City/State'],
        [180, 'Pickup Date'],
        [235, 'Miles'],
        [265, 'Consignee Name'],
        [340, 'Consignee City/State'],
        [440, 'Delivery Date'],
      ],
      [
        82,
        [40, 'Desert Farms'],
        [100, 'Blythe, CA'],
        [180, '4/15/25'],
        [235, '310'],
        [265, 'Valley DC'],
        [340, 'Tucson, AZ'],
        [440, '4/16/25'],
      ],
      [
        94,
        [40, 'Dune Growers'],
        [100, 'Brawley, CA'],
        [180, '4/17/25'],
        [265, 'Mesa Market'],
        [340, 'Mesa, AZ'],
        [440, '4/18/25'],
      ],
      [120, [40, 'Carrier Rate'], [200, '$2,400.00']],
      [135, [40, 'Total'], [200, '$2,400.00']],
    ]
    const r = parseRateConfirmation([page(rows, { charWidth: 3.5 })])
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.state, s.date])).toEqual([
      ['pickup', 'Desert Farms', 'Blythe', 'CA', '2025-04-15'],
      ['delivery', 'Valley DC', 'Tucson', 'AZ', '2025-04-16'],
      ['pickup', 'Dune Growers', 'Brawley', 'CA', '2025-04-17'],
      ['delivery', 'Mesa Market', 'Mesa', 'AZ', '2025-04-18'],
    ])
    expect(r.issues).toEqual([])
  })

  it('reads "Stop N (Type)" headings and a load number after a bare "Load"', () => {
    const rows: Row[] = [
      [30, [40, 'Catskill Freight Brokers, Inc.'], [400, 'CARRIER RATE SHEET']],
      [40, [400, 'Load CF-210']],
      [60, [40, 'Stop 1 (Pickup)']],
      [70, [40, 'Paper Mill']],
      [80, [40, 'Kingston, NY 12401']],
      [90, [40, 'Apr 21 2025'], [110, '0800-1600 EST']],
      [110, [40, 'Stop 2 (Delivery)']],
      [120, [40, 'Printers Co']],
      [130, [40, 'Worcester, MA 01604']],
      [140, [40, 'Apr 22 2025'], [110, '0700-1100 EST']],
      [170, [40, 'Linehaul Rate'], [250, '$980.00']],
      [185, [40, 'TOTAL CARRIER PAY'], [250, '$980.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.loadNumber).toBe('CF-210')
    // A sentence after "Load" holds no load number.
    const sentence = rows.map((row): Row => (row[0] === 40 ? [40, [400, 'Load 240 pallets at dock']] : row))
    expect(parseRateConfirmation([page(sentence)]).loadNumber).toBeNull()
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.date, s.time])).toEqual([
      ['pickup', 'Paper Mill', 'Kingston', '2025-04-21', '08:00'],
      ['delivery', 'Printers Co', 'Worcester', '2025-04-22', '07:00'],
    ])
  })

  it('joins a rate label OCR cut at its spaced dash, but not labels a column apart', () => {
    const rows: Row[] = [
      [30, [40, 'Hudson Brokers LLC']],
      [45, [40, 'Load #: HB-1']],
      [70, [40, 'Linehaul'], [300, '$900.00']],
      // OCR returns the dash of "Detention - Pickup (2 hrs @ $50)" as a cell of its own.
      [85, [40, 'Detention'], [93, '-'], [106, 'Pickup (2 hrs @ $50)'], [300, '$100.00']],
      [100, [40, 'Stop Off'], [150, '-'], [250, 'Pickup'], [300, '$75.00']],
      [115, [40, 'Total'], [300, '$1,075.00']],
    ]
    const r = parseRateConfirmation([page(rows)])
    expect(r.rateLines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ['linehaul', 'Linehaul', 90000],
      ['detention', 'Detention - Pickup (2 hrs @ $50)', 10000],
      ['other', 'Pickup', 7500],
    ])
    expect(r.totalCents).toBe(107500)
  })
})

describe('rate confirmation wording', () => {
  it('maps rate line wordings to their kinds', () => {
    const kinds = [
      'Line Haul',
      'Linehaul',
      'Flat Rate',
      'Base Rate',
      'Freight Charges',
      'All-In Rate',
      'FSC',
      'Fuel Surcharge',
      'Fuel',
      'Detention (3 hrs)',
      'Layover',
      'Lumper',
      'TONU',
      'Truck Ordered Not Used',
      'Tarp Fee',
    ].map(rateLineKind)
    expect(kinds).toEqual([
      'linehaul',
      'linehaul',
      'linehaul',
      'linehaul',
      'linehaul',
      'linehaul',
      'fuel_surcharge',
      'fuel_surcharge',
      'fuel_surcharge',
      'detention',
      'layover',
      'lumper',
      'tonu',
      'tonu',
      'other',
    ])
  })

  it('reads appointment times on a 24-hour clock, the start of a window', () => {
    expect(
      [
        '08:00-14:00',
        '0800 hrs',
        '8:00 AM - 2:00 PM',
        '1:30 PM',
        'at 0700',
        'FCFS',
        'FCFS 06:00-14:00',
        '2pm',
        '(414) 555-0190',
      ].map(findTime),
    ).toEqual(['08:00', '08:00', '08:00', '13:30', '07:00', null, '06:00', '14:00', null])
  })

  it('reads a place with or without a comma, never a street', () => {
    expect(findPlace('Kaukauna, WI 54130')).toMatchObject({ city: 'Kaukauna', state: 'WI', zip: '54130' })
    expect(findPlace('DALLAS TX 75201')).toMatchObject({ city: 'Dallas', state: 'TX', zip: '75201' })
    expect(findPlace('Acme DC, 1550 Seneca Rd, Eugene, OR 97402')).toMatchObject({
      city: 'Eugene',
      before: 'Acme DC, 1550 Seneca Rd',
    })
    expect(findPlace('1550 Seneca Rd')).toBeNull()
    expect(findPlace('Load 24 pallets, driver assist')).toBeNull()
  })

  it('reads header fields in boxes, each label over its value', () => {
    const r = parseRateConfirmation([
      page([
        [30, [40, 'Prairie Wind Logistics Ltd.'], [420, 'LOAD TENDER']],
        [45, [40, '300 Main St, Fargo, ND 58102 · MC 722501']],
        [70, [44, 'SHIPMENT'], [170, 'TENDER DATE'], [300, 'COMMODITY'], [420, 'DISTANCE']],
        [80, [44, '8841207'], [170, '2025-04-07 14:22'], [300, 'FLOUR, BAGGED'], [420, '223 MI']],
        [100, [40, 'Pickup: Red River Grain, Winnipeg, MB R3H 0R6 on 2025-04-09 08:00']],
        [115, [40, 'Delivery: Plains Milling, Fargo, ND 58102 on 2025-04-10 14:00']],
        [140, [40, 'Line Haul'], [250, '$1,950.00']],
        [155, [40, 'Total'], [250, '$1,950.00']],
      ]),
    ])
    expect(r).toMatchObject({ loadNumber: '8841207', commodity: 'FLOUR, BAGGED', miles: 223 })
    expect(r.stops[0]).toMatchObject({ city: 'Winnipeg', state: 'MB', zip: 'R3H 0R6', date: '2025-04-09' })
  })

  it('reads a charges table of quantity, unit, rate and amount, and a stop reference that is no stop', () => {
    const r = parseRateConfirmation([
      page([
        [30, [40, 'Lakeview Freight Partners, LLC'], [400, 'Load #'], [460, '30419872']],
        [60, [40, '#'], [60, 'Location'], [200, 'Appointment'], [420, 'Ref #']],
        [75, [40, '1'], [60, 'SHIPPER'], [200, '2025-04-03'], [420, 'PU# 55120']],
        [84, [60, 'Cuyahoga Canning Co'], [200, '07:00 - 09:00']],
        [93, [60, 'Cleveland, OH 44103']],
        [110, [40, '2'], [60, 'CONSIGNEE'], [200, '2025-04-04'], [420, 'Appt# 8812']],
        [119, [60, 'Three Rivers Grocers'], [200, '06:00']],
        [128, [60, 'McKees Rocks, PA 15136']],
        [160, [40, 'Description'], [200, 'Qty'], [240, 'Unit'], [320, 'Rate'], [400, 'Amount']],
        [175, [40, 'Line Haul'], [205, '1'], [240, 'Flat'], [320, '1,450.00'], [400, '1,450.00']],
        [190, [40, 'Fuel Surcharge'], [200, '262'], [240, 'Mile'], [330, '0.48'], [405, '125.76']],
        [205, [40, 'Lumper'], [205, '1'], [240, 'Each'], [320, '180.00'], [405, '180.00']],
        [220, [40, 'Carrier Pay (USD)'], [400, '1,755.76']],
      ]),
    ])
    expect(r.stops.map((s) => [s.type, s.city, s.date])).toEqual([
      ['pickup', 'Cleveland', '2025-04-03'],
      ['delivery', 'McKees Rocks', '2025-04-04'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ['linehaul', 'Line Haul', 145000],
      ['fuel_surcharge', 'Fuel Surcharge', 12576],
      ['lumper', 'Lumper', 18000],
    ])
    expect(r.totalCents).toBe(175576)
  })

  it('reads stops printed as columns, a row per field, with bilingual labels', () => {
    const r = parseRateConfirmation([
      page([
        [30, [40, 'Transports Boréal Courtage Inc.']],
        [45, [40, 'No de charge / Load No.: BC-25-77'], [250, 'Poids / Weight: 18 500 lb']],
        [70, [200, 'Chargement / Pickup'], [340, 'Livraison / Delivery']],
        [84, [40, 'Nom / Name'], [200, 'Fromagerie du Lac'], [340, 'Valley Foods']],
        [98, [40, 'Ville / City'], [200, 'Montréal'], [340, 'Mississauga']],
        [112, [40, 'Province'], [200, 'QC'], [340, 'ON']],
        [126, [40, 'Code postal / Postal code'], [200, 'H4N 1J5'], [340, 'L5T 2N7']],
        [140, [40, 'Date'], [200, '2025-04-14'], [340, '2025-04-15']],
        [154, [40, 'Heure / Time'], [200, '07h30'], [340, '15h00']],
        [180, [40, 'Tarif tout inclus / All-in rate'], [300, '$1,680.00']],
        [195, [40, 'Total à payer / Total carrier pay'], [300, '$1,680.00 CAD']],
      ]),
    ])
    expect(r).toMatchObject({ loadNumber: 'BC-25-77', weightLb: 18500, totalCents: 168000 })
    expect(r.stops).toEqual([
      {
        type: 'pickup',
        name: 'Fromagerie du Lac',
        city: 'Montréal',
        state: 'QC',
        zip: 'H4N 1J5',
        date: '2025-04-14',
        time: '07:30',
      },
      {
        type: 'delivery',
        name: 'Valley Foods',
        city: 'Mississauga',
        state: 'ON',
        zip: 'L5T 2N7',
        date: '2025-04-15',
        time: '15:00',
      },
    ])
    expect(r.rateLines).toEqual([
      { kind: 'linehaul', description: 'Tarif tout inclus / All-in rate', amountCents: 168000 },
    ])
  })

  it('reads a numbered stop list and an all-in rate in sentences', () => {
    const r = parseRateConfirmation([
      page([
        [30, [40, 'Lakes Border Brokerage Inc.']],
        [45, [40, 'MC 771204'], [120, 'Conf. No.: GL-408']],
        [70, [55, '1. PICKUP — Tue 2025-04-08 06:00-08:00']],
        [79, [62, 'Niagara Cold Storage, 4 Walden Ave, Buffalo, NY 14211']],
        [94, [55, '2. DELIVERY — Wed 2025-04-09 13:00']],
        [103, [62, 'Etobicoke Market, 120 Carrier Dr, Toronto, ON M9W 5Z9']],
        [130, [40, 'All-in rate: $1,640.00 USD, fuel included.']],
        [139, [40, 'Border crossing: $75.00']],
        [148, [40, 'Carrier Pay: $1,715.00 USD']],
      ]),
    ])
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.state, s.date, s.time])).toEqual([
      ['pickup', 'Niagara Cold Storage', 'Buffalo', 'NY', '2025-04-08', '06:00'],
      ['delivery', 'Etobicoke Market', 'Toronto', 'ON', '2025-04-09', '13:00'],
    ])
    expect(r.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 164000],
      ['other', 7500],
    ])
    expect(r.totalCents).toBe(171500)
  })

  it('reads stop boxes titled by number with an EDI reason code for their type', () => {
    const r = parseRateConfirmation([
      page([
        [30, [40, 'Northern Shipper Co'], [300, 'Load #: 5512']],
        [60, [44, 'STOP 01'], [110, 'CL - COMPLETE LOAD'], [300, 'STOP 02'], [366, 'CU - COMPLETE UNLOAD']],
        [74, [44, 'Location'], [110, 'RED RIVER GRAIN'], [300, 'Location'], [366, 'PLAINS MILLING']],
        [88, [44, 'City'], [110, 'WINNIPEG, MB R3H 0R6'], [300, 'City'], [366, 'FARGO, ND 58102']],
        [102, [44, 'Earliest'], [110, '2025-04-09 08:00'], [300, 'Earliest'], [366, '2025-04-10 14:00']],
      ]),
    ])
    expect(r.stops.map((s) => [s.type, s.city, s.state, s.date, s.time])).toEqual([
      ['pickup', 'Winnipeg', 'MB', '2025-04-09', '08:00'],
      ['delivery', 'Fargo', 'ND', '2025-04-10', '14:00'],
    ])
  })

  it('reads French Canadian times and Canadian places', () => {
    expect(['07h30', '14 h 00'].map(findTime)).toEqual(['07:30', '14:00'])
    expect(findPlace('Toronto, ON M9W 5Z9')).toMatchObject({ city: 'Toronto', state: 'ON', zip: 'M9W 5Z9' })
    expect(findPlace('WINNIPEG MB R3H 0R6')).toMatchObject({ city: 'Winnipeg', state: 'MB', zip: 'R3H 0R6' })
  })

  it('reads segment-coded stops with the value beside the heading and compact dates', () => {
    const r = parseRateConfirmation([
      page([
        [30, [40, 'TENDER'], [200, 'SHIPMENT ID: 4410']],
        [50, [40, 'N1'], [70, 'BT'], [90, 'BILL TO'], [160, 'PLAINS GRAIN CO']],
        [80, [40, 'N1'], [70, 'SF'], [90, 'SHIP FROM'], [160, 'NORTH ELEVATOR']],
        [91, [40, 'N4'], [156, 'AMES IA 50010']],
        [102, [40, 'G62'], [70, '10'], [90, 'REQ PICKUP'], [156, '20250512 0800']],
        [130, [40, 'N1'], [70, 'ST'], [90, 'SHIP TO'], [160, 'SOUTH MILL']],
        [141, [40, 'N4'], [156, 'SALINA KS 67401']],
        [152, [40, 'G62'], [70, '68'], [90, 'REQ DELIVERY'], [156, '20250513 0600']],
      ]),
    ])
    expect(r.stops.map((s) => [s.type, s.name, s.city, s.state, s.date, s.time])).toEqual([
      ['pickup', 'NORTH ELEVATOR', 'Ames', 'IA', '2025-05-12', '08:00'],
      ['delivery', 'SOUTH MILL', 'Salina', 'KS', '2025-05-13', '06:00'],
    ])
  })

  it('reads stop cards whose title bar holds the date over the address, and drayage steps', () => {
    const cards = parseRateConfirmation([
      page([
        [30, [40, 'Load Confirmation — Load ID: CB-1021']],
        [60, [48, '1'], [64, 'PICK'], [100, 'Sat May 17, 2025'], [190, '09:00–11:00']],
        [74, [40, 'Hill Mill'], [340, 'Reference']],
        [83, [40, 'Ames, IA 50010'], [340, 'Pickup #'], [420, 'HM-1']],
        [110, [48, '2'], [64, 'DROP'], [100, 'Mon May 19, 2025'], [190, '07:00']],
        [124, [40, 'Low Depot'], [340, 'Reference']],
        [133, [40, 'Salina, KS 67401'], [340, 'Delivery #'], [420, 'LD-2']],
      ]),
    ])
    expect(cards.loadNumber).toBe('CB-1021')
    expect(cards.stops.map((s) => [s.type, s.name, s.city, s.date, s.time])).toEqual([
      ['pickup', 'Hill Mill', 'Ames', '2025-05-17', '09:00'],
      ['delivery', 'Low Depot', 'Salina', '2025-05-19', '07:00'],
    ])
    const dray = parseRateConfirmation([
      page([
        [30, [40, 'Work Order #'], [120, 'WO-7-100']],
        [60, [40, 'Pull loaded container from'], [200, 'Rail Ramp'], [380, '05/19/2025 06:00']],
        [69, [200, 'Joliet, IL 60436']],
        [90, [40, 'Deliver to (live unload)'], [200, 'Big Store'], [380, '05/19/2025 10:00']],
        [99, [200, 'Aurora, IL 60505']],
        [130, [40, 'Base drayage'], [260, '$400.00']],
        [143, [40, 'Total'], [260, '$400.00']],
      ]),
    ])
    expect(dray.loadNumber).toBe('WO-7-100')
    expect(dray.stops.map((s) => [s.type, s.city, s.date])).toEqual([
      ['pickup', 'Joliet', '2025-05-19'],
      ['delivery', 'Aurora', '2025-05-19'],
    ])
    expect(dray.rateLines.map((l) => l.kind)).toEqual(['linehaul'])
  })

  it('reads a load told in sentences, its charges summed in one, and a broker that signs by its MC', () => {
    const prose = parseRateConfirmation([
      page([
        [30, [40, 'Rate Confirmation']],
        [
          60,
          [40, 'Load Details: Load AB-1234 picks up at Hill Mill, 12 Oak St, Ames, IA 50010 on May 5, 2025'],
        ],
        [
          72,
          [40, 'at 6:00 AM and delivers to Low Depot, 9 Elm Rd, Salina, KS 67401 on May 6, 2025 at 1:00 PM.'],
        ],
        [
          100,
          [
            40,
            'Pay: Linehaul $900.00, fuel surcharge $90.00 and detention $50.00, for a total of $1,040.00.',
          ],
        ],
        [130, [40, 'Ann Lee']],
        [142, [40, 'Prairie Wind Logistics, Inc.'], [200, 'MC 700321']],
      ]),
    ])
    expect(prose).toMatchObject({
      loadNumber: 'AB-1234',
      payer: 'Prairie Wind Logistics, Inc.',
      totalCents: 104000,
    })
    expect(prose.stops.map((s) => [s.type, s.name, s.city, s.state, s.date, s.time])).toEqual([
      ['pickup', 'Hill Mill', 'Ames', 'IA', '2025-05-05', '06:00'],
      ['delivery', 'Low Depot', 'Salina', 'KS', '2025-05-06', '13:00'],
    ])
    expect(prose.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 90000],
      ['fuel_surcharge', 9000],
      ['detention', 5000],
    ])
    const quote = parseRateConfirmation([
      page([
        [40, [40, 'Our ref: QX-5510']],
        [60, [40, 'Spot rate $1,000.00 + tarp $50.00 = $1,050.00 all in.']],
      ]),
    ])
    expect(quote.loadNumber).toBe('QX-5510')
    expect(quote.rateLines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['linehaul', 100000],
      ['other', 5000],
    ])
    expect(quote.totalCents).toBe(105000)
  })

  it("reads a carrier's load sheet naming the broker its customer, and a heading beside its translation", () => {
    const sheet = parseRateConfirmation([
      page([
        [30, [40, 'Stonewall Express Trucking'], [400, 'Trip #'], [460, '1187']],
        [60, [40, 'Customer']],
        [75, [40, 'Customer'], [140, 'Hilltop Freight Brokers LLC (MC 812733)']],
        [87, [40, 'Customer Load #'], [140, 'HF-30912']],
      ]),
    ])
    expect(sheet).toMatchObject({ loadNumber: 'HF-30912', payer: 'Hilltop Freight Brokers LLC' })
    const bilingual = parseRateConfirmation([
      page([
        [60, [40, 'Origen / Recolección'], [300, 'Origin / Pickup']],
        [72, [40, 'Almacén Uno']],
        [84, [40, 'Laredo, TX 78045']],
        [96, [40, 'Cita: 12/jun/2025 07:00 hrs'], [300, 'Appointment: 06/12/2025 07:00']],
        [120, [40, 'Destino / Entrega'], [300, 'Destination / Delivery']],
        [132, [40, 'Auto Parts DC']],
        [144, [40, 'Grand Prairie, TX 75050']],
        [156, [40, 'Cita: 13/jun/2025 09:30 hrs'], [300, 'Appointment: 06/13/2025 09:30']],
        [180, [40, 'Flete / Freight'], [300, '$1,000.00']],
        [192, [40, 'Total a pagar / Total to carrier'], [300, '$1,000.00']],
      ]),
    ])
    expect(bilingual.stops.map((s) => [s.type, s.city, s.date, s.time])).toEqual([
      ['pickup', 'Laredo', '2025-06-12', '07:00'],
      ['delivery', 'Grand Prairie', '2025-06-13', '09:30'],
    ])
    expect(bilingual.rateLines.map((l) => l.kind)).toEqual(['linehaul'])
  })
})
