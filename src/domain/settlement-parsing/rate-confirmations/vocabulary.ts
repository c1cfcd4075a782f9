import type { RateLineKind, StopType } from '@/domain/loads/load-terms.ts'

/*
 * The words brokers' rate confirmations use, independent of any one broker: the labels of the
 * header fields, the headings of pickups and deliveries, and the kinds of rate lines. Labels are
 * tried on a cell's text from its start.
 */

/** A number word alone in a header box, its value in the box under it ("SHIPMENT" over "8841207"). */
export const BOXED_LOAD_NUMBER_LABEL = /^(load|shipment|order|tender|trip)\s*$/i

/** The broker's number for the load, most specific first: a "Load #" wins over a "Reference #". */
export const LOAD_NUMBER_LABELS: RegExp[] = [
  /^(broker\s+|our\s+|customer\s+)?load\s*(#|no\b\.?|num\b\.?|nbr\b\.?|number|id\b)\s*:?\s*|^load\s*:\s*/i,
  // After a title and a spaced dash in one cell ("Load Confirmation — Load ID: MF-88310").
  /^[A-Za-z ]{3,40}\s[—–]\s+load\s*(#|no\b\.?|number|id\b)\s*:?\s*/i,
  /^(order|shipment|tender|booking|trip|rate\s*con(firmation)?|confirmation|conf\.?|freight\s+bill|job|work\s+order|dispatch)\s*(#|no\b\.?|num\b\.?|nbr\b\.?|number|id\b)\s*:?\s*/i,
  /^(reference|ref\.?)\s*(#|no\b\.?|number)\s*:?\s*|^our\s+ref(erence)?\.?\s*(#|no\b\.?|number)?\s*:?\s*/i,
]

/**
 * A number word with its number and nothing else in the cell ("Load HD-210", "Order 55812"): no
 * mark or colon after the word, so the cell must hold one identifier only (not "Load 24 pallets").
 */
export const BARE_LOAD_NUMBER = /^(load|order|shipment|tender|trip)\s+(?=[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*$)/i

/**
 * A load named in a sentence ("Load LO-2291 picks up at …", "order #TR-5501 delivers"): an
 * identifier of capitals and figures right after the word, read only when no label names the number.
 */
export const PROSE_LOAD_NUMBER =
  /\b(?:load|order|shipment)\s+(?:#\s*)?([A-Z]{1,5}-?\d{3,}[A-Z0-9-]*)(?=[\s,.;:)]|$)/i

/** A title followed by its number ("LOAD CONFIRMATION NS-5005"): read only within the title's cell. */
export const TITLE_NUMBER =
  /^(rate|load|carrier)\s+(confirmation|con|tender|agreement|sheet)\s*(#|no\b\.?)?\s*:?\s+(?=\S*\d)/i

/** Labels whose value is the company that pays the carrier. */
export const PAYER_LABEL =
  /^[A-Za-z ]{0,30}\bpaid\s+by\s*:\s*|^(broker(age)?(\s+name)?|bill\s+to|billing|invoice\s+to|send\s+invoices?\s+to|(mail|remit|submit)\s+invoices?\s+to|payer|paid\s+by|issued\s+by|tendered\s+by)\s*:\s*|^(broker(age)?|bill\s+to)\s+(?=[A-Z])|^(broker(age)?|bill\s+to|billing|invoice\s+to|payer|customer)\s*$|^customer\s*:\s*/i

/** A sender's label ("From:" of an e-mailed tender): its value is the payer only when it reads as a company. */
export const WEAK_PAYER_LABEL = /^(from|sender)\s*:\s*/i

/** Text that names the carrier taking the load (its name and MC are not the payer's). */
export const CARRIER_WORD = /\bcarrier\b|\btrucking co(mpany)?\b|\bmotor carrier\b/i

/** Document titles and headings that are not a company name. */
export const TITLE_WORDS =
  /rate\s*con|confirmation|tender|agreement|load\s+sheet|dispatch\s+sheet|carrier\s+(pay|rate)|bill of lading|page\s+\d|terms|conditions/i

/** Trade words of brokers that the shared company suffixes do not list. */
export const BROKER_SUFFIX = /\b(brokerage|brokers?|solutions|supply\s+chain|shipping|worldwide|global)\b/i

export const MILES_LABEL =
  /^(total\s+|loaded\s+|trip\s+|round[- ]trip\s+|est\.?\s+|estimated\s+)?(miles|mileage|distance)\b\s*:?\s*/i
export const WEIGHT_LABEL = /^(total\s+|gross\s+|est\.?\s+)?(weight|wt\.?)\b\s*(\((lbs?|pounds)\))?\s*:?\s*/i
export const COMMODITY_LABEL =
  /^(commodity|product|freight\s+description|description\s+of\s+goods|contents|goods)\b\s*:?\s*/i
export const PO_LABEL =
  /^(p\.?\s?o\.?|purchase\s+order|customer\s+po)\s*(#|no\b\.?|number|num\b\.?)?\s*:?\s*/i
export const BOL_LABEL =
  /^(master\s+|house\s+)?(b\.?o\.?l\.?|b\/l|bill\s+of\s+lading)\s*(#|no\b\.?|number|num\b\.?)?\s*:?\s*/i
export const PRO_LABEL = /^pro\s*(#|no\b\.?|number|num\b\.?)\s*:?\s*|^pro\s*:\s*/i

/** An MC (motor carrier / broker authority) number as printed: "MC# 812044", "MC-730918", "MC 441207". */
export const MC_NUMBER = /\bMC\s*(?:#|No\.?|Number)?\s*[:#-]?\s*(\d{5,8})\b/gi

const PICKUP_WORDS = String.raw`pull(?:\s+(?:loaded|empty|the))*(?:\s+(?:container|box|trailer))?\s+from|chargement|enl[eè]vement|exp[eé]diteur|pick\s*-?\s*up|pick|p\/u|pu|shipper|origin|load\s+at|loading\s+location|ship\s+from`
const DELIVERY_WORDS = String.raw`livraison|d[eé]chargement|destinataire|delivery|deliver(?:\s+to)?|del|dl|do|d\/o|drop(?:\s*-?\s*off)?|consignee|receiver|destination|dest\.?|unload\s+at|ship\s+to|consignee\s+location`
const STOP_WORD = `(?:${PICKUP_WORDS}|${DELIVERY_WORDS})`

/**
 * A heading of one stop, alone in its cell or before its value: "Pickup", "PU 1", "SHIPPER",
 * "Stop 2 – Delivery", "Stop 1 (Pickup)", "Origin / Shipper", "PICK UP 1 of 2", "Consignee: Acme DC".
 * Not a field about a stop ("Pickup Date:", "Delivery #:", "Shipper Ref"), which has more words
 * before its colon.
 */
export const STOP_HEADING = new RegExp(
  String.raw`^(?:(?:stop\s*#?\s*(?<stop>\d+)|(?<listed>\d{1,2})[.)])\s*[-–—:]?\s*)?(?:\(\s*)?(?<words>${STOP_WORD}(?:\s*[/&]\s*${STOP_WORD})*)(?:\s*#?\s*\d{1,2}(?!\d)(?:\s+of\s+\d+)?)?(?:\s*\))?(?:\s*\((?:live|drop|empty|loaded|preloaded|appt|appointment|fcfs)\b[^)]{0,24}\))?\s*(?:[:\-–—]\s*(?<rest>.*))?$`,
  'i',
)

/** The stop type a heading's words name; null for words of both kinds. */
export function stopTypeOf(words: string): StopType | null {
  const pickup = new RegExp(`^(?:${PICKUP_WORDS})$`, 'i')
  const delivery = new RegExp(`^(?:${DELIVERY_WORDS})$`, 'i')
  const kinds = new Set(
    words
      .split(/\s*[/&]\s*/)
      .map((word) => (pickup.test(word) ? 'pickup' : delivery.test(word) ? 'delivery' : null)),
  )
  kinds.delete(null)
  return kinds.size === 1 ? ([...kinds][0] as StopType) : null
}

/**
 * A field of a stop named by its label ("Pickup Location", "Delivery Date/Time", "Shipper Name",
 * "Consignee City/State"), where a form or a lane table prints no heading over each stop.
 */
export const STOP_FIELD = new RegExp(
  String.raw`^(?<words>${STOP_WORD})\s*#?\s*(?<stop>\d+)?\s+(?<field>facility|name|company|location|address|city(?:\s*[,/]?\s*st(?:ate)?)?(?:\s*[,/]?\s*zip)?|date\s*\/\s*time|date|time|appt\.?|appointment|window|hours)\s*:?\s*(?<rest>.*)$`,
  'i',
)

/**
 * The event of a stop in a schedule's type column ("Load", "Unload", "Live unload", with an EDI
 * reason code "CU - COMPLETE UNLOAD"): a stop's type
 * only in a table row that holds the stop's place or date, never as a heading ("Load: 4410").
 */
export const EVENT_CELL =
  /^(?:[A-Z]{2}\s*[-–]\s*)?(?:(?<pickup>(?:live\s+|complete\s+|part(?:ial)?\s+)?load(?:ing)?|hook)|(?<delivery>(?:live\s+|complete\s+|part(?:ial)?\s+)?unload(?:ing)?|drop\s+trailer))\s*#?\s*\d*$/i

/** A stop's number alone ("STOP 01"), its type in the next cell ("CL - COMPLETE LOAD", an EDI reason code). */
export const STOP_NUMBER_ONLY = /^stop\s*#?\s*(?<stop>\d{1,2})$/i

/** Origin and destination also title a route summary: they count only where no other heading is printed. */
export const SUMMARY_WORDS = /^(origin|destination|dest\.?)$/i

/** Labels in a stop's lines that name what follows: stripped before the value is read. */
export const STOP_FIELD_LABEL =
  /^(name|facility|location|company|address|addr\.?|city|date|appt\.?|appointment|time|window|hours|ready|pick\s*-?\s*up\s+(date|time|appt\.?)|delivery\s+(date|time|appt\.?)|del\s+(date|time)|ship\s+date|arrive|due|scheduled|sched\.?)\b\s*(date|time)?\s*:?\s*/i

/** A stop's reference lines ("Pickup #: 55812", "PO: 4410"): no name, place or appointment in them. */
export const STOP_REFERENCE =
  /^((pick\s*-?\s*up|pu|delivery|del|drop|p\.?o|bol|b\/l|pro|ref(erence)?|order|appt|appointment|confirmation|conf|seal|load|shipper|consignee|customer|release)\.?\s*(#|no\b\.?|number)|[A-Za-z/ .]{1,24}(#|no\b\.?|number)\s*:)\s*\S*\d/i

/** Headings after which a stop's block has ended. */
export const SECTION_HEADING =
  /^(rate|rates|rate details|rate breakdown|carrier pay|charges|payment|pay|agreed rate|accessorials?|commodity|equipment|terms|terms and conditions|notes|special instructions|instructions|comments|carrier|driver|references?)\b/i

const RATE_KINDS: [RateLineKind, RegExp][] = [
  ['tonu', /\btonu\b|truck ordered,? (but )?not used|truck not used/i],
  ['detention', /detention|\bwait(ing)? time/i],
  ['layover', /lay\s?-?over/i],
  ['lumper', /lumper|unloading (fee|charge)/i],
  ['fuel_surcharge', /\bfsc\b|\bfuel\b|\bcombustible\b|\bcarburant\b/i],
  [
    'linehaul',
    /line\s?-?haul|\blh\b|\bflat\b|base (rate|pay)|^base\b|\bdrayage\b|freight (charges?|rate)|^freight$|all[- ]?in|trip rate|contract rate|transportation (charges?|rate)|\bflete\b|^(carrier |agreed |load |spot |contract )?rate\b(?! per)/i,
  ],
]

/** The kind of a rate line by its wording; anything the vocabulary does not know is `other`. */
export function rateLineKind(description: string): RateLineKind {
  // A bilingual label ("Flete / Freight", "Carburant / Fuel") is read half by half.
  for (const half of [description, ...description.split(/\s+\/\s+/).slice(1)])
    for (const [kind, pattern] of RATE_KINDS) if (pattern.test(half.trim())) return kind
  return 'other'
}

/** True when the wording names a known kind (a lone line of unknown wording is no rate line). */
export const namesRateLine = (description: string) => rateLineKind(description) !== 'other'

/** The label of the total the broker agrees to pay. */
export const TOTAL_LABEL =
  /^(grand\s+)?total\b(?!\s+(miles|mileage|weight|pieces|pallets|pcs|cases|units|stops|distance))|^(carrier\s+total|amount\s+(due|payable)|agreed\s+(total|amount)|balance\s+due|net\s+pay(able)?)\b|^[A-Za-z ]{0,30}\btotal\s*:?$|^carrier\s+pay\s*(\((usd|cad|us\$|c\$)\))?\s*:?$/i

/**
 * A cell of a charge table that is how the charge was figured, not what it is: a quantity with
 * its unit or a basis ("262 | Mile", "1,065 mi", "FLT", "PCT", "Each", "2 hrs").
 */
export const RATE_BASIS_CELL =
  /^(?:[\d,.]+\s*%?\s*)?(?:flat|flt|mile|miles|mi|each|ea|hour|hours|hr|hrs|h|day|days|stop|stops|pct|percent|unit|units|km|cwt|load|trip|qty|x)\.?$/i

/** A line about money that is not a charge of this load: insurance, limits, fines. */
export const NOT_A_CHARGE =
  /insurance|coverage|liability|fine\b|penalty|up to\b|maximum|\bmax\b|limit|deposit|advance/i

/**
 * A rate per unit after an amount ("$50.00 per hour after 2 hours"): the amount is a rate, not a
 * charge; before an "= $1,855.00" extension it is only how the charge was figured.
 */
export const PER_UNIT =
  /\bper\s+(hour|hr|day|mile|stop|occurrence)\b|\/\s*(hr|hour|day|mi|mile)\b|\brpm\b|rate per|after \d/i
