import type { Invoice } from '@e-invoice-eu/core';
import type { schema } from '@tavola/db';
import {
  buyerCountry,
  type DocumentAmount,
  invoiceAmounts,
  type LineTaxPart,
  ratePercent,
} from '@tavola/domain';

/** XRechnung 3.0 on UBL (decision 088): the CIUS German public and private buyers take. */
const customizationId = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const peppolProfile = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** UNTDID 1001: commercial invoice */
const commercialInvoice = '380';

export interface Seller {
  /** the legal name (BT-27) */
  name: string;
  /** BT-31; or the tax number BT-32: one of them is needed */
  vatId: string | null;
  taxNumber: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  telephone: string;
}

export interface InvoicedLine {
  /** in the order's language */
  name: string;
  quantity: number;
  taxParts: LineTaxPart[];
}

export interface EInvoiceInput {
  order: typeof schema.orders.$inferSelect;
  lines: readonly InvoicedLine[];
  seller: Seller;
  /** the date of supply in the restaurant's zone, YYYY-MM-DD: also the invoice's date */
  supplyDate: string;
  /** whether the tip is taxable (the business keeps it): then it is a charge; else it is left out */
  tipTaxable: boolean;
  /** the names of the document's allowances and charges, in the order's language */
  texts: { voucher: string; delivery: string; tip: string };
}

/** UNTDID 4461: how the order was paid (it is paid: only a paid order has an invoice number). */
function paymentMeansCode(paymentType: string): string {
  if (paymentType === 'cash') return '10';
  if (paymentType === 'payFix' || paymentType === 'zvt') return '48';
  if (['mollie', 'saferPay', 'pwc', 'demo'].includes(paymentType)) return '68';
  return '1';
}

/**
 * The order as the library's XRechnung UBL input (EN 16931): its invoice number, the seller and
 * the business buyer, a line per order line and rate, the voucher as allowances and the delivery
 * fee (and a taxable tip) as charges per rate, and the order's stored tax lines as the VAT
 * breakdown. Amounts are minor units of a two-decimal currency. Null when the lines' stored parts
 * do not give the order's tax lines (invoiceAmounts).
 */
export function xrechnungInvoice(input: EInvoiceInput): Invoice | null {
  const { order, seller } = input;
  const tip = input.tipTaxable ? order.tip : 0;
  const amounts = invoiceAmounts({
    lineParts: input.lines.map((line) => line.taxParts),
    discount: order.discount,
    shipping: order.shippingPrice,
    taxableTip: tip,
    taxLines: order.taxLines,
  });
  if (!amounts || order.invoiceNumber === null) return null;
  const currency = order.currency as 'EUR';
  const sum = (values: readonly { net: number }[]) => values.reduce((total, value) => total + value.net, 0);
  const lineTotal = sum(amounts.lines);
  const allowanceTotal = sum(amounts.allowances);
  const chargeTotal = sum([...amounts.deliveryCharges, ...amounts.tipCharges]);
  const taxTotal = amounts.breakdown.reduce((total, line) => total + line.tax, 0);
  const grossTotal = amounts.breakdown.reduce((total, line) => total + line.gross, 0);
  const contact = order.contact;
  const documentAmount = (charge: boolean, reason: string, reasonCode: string) => (part: DocumentAmount) => ({
    'cbc:ChargeIndicator': String(charge),
    'cbc:AllowanceChargeReasonCode': reasonCode,
    'cbc:AllowanceChargeReason': reason,
    'cbc:Amount': decimal(part.net),
    'cbc:Amount@currencyID': currency,
    'cac:TaxCategory': taxCategory(part.rate),
  });
  const invoice = {
    'ubl:Invoice': {
      'cbc:CustomizationID': customizationId,
      'cbc:ProfileID': peppolProfile,
      'cbc:ID': String(order.invoiceNumber),
      'cbc:IssueDate': input.supplyDate,
      'cbc:InvoiceTypeCode': commercialInvoice,
      'cbc:DocumentCurrencyCode': currency,
      // BR-DE-15: the buyer's reference; a guest has none but the order's number
      'cbc:BuyerReference': String(order.id),
      'cac:OrderReference': { 'cbc:ID': String(order.id) },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': address(seller.street, seller.city, seller.postalCode, seller.country),
          'cac:PartyTaxScheme': [
            ...(seller.vatId
              ? [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]
              : []),
            ...(seller.taxNumber
              ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }]
              : []),
          ],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
          'cac:Contact': {
            'cbc:Name': seller.name,
            'cbc:Telephone': seller.telephone,
            'cbc:ElectronicMail': seller.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': contact.email ?? '',
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': address(
            [contact.address, contact.house_number].filter(Boolean).join(' '),
            contact.city ?? '',
            contact.postalCode ?? '',
            buyerCountry(contact, seller.country),
          ),
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': contact.vat_id ?? '',
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': contact.company ?? '' },
          ...(contact.name ? { 'cac:Contact': { 'cbc:Name': contact.name } } : {}),
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': input.supplyDate },
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': paymentMeansCode(order.paymentType) }],
      'cac:AllowanceCharge': [
        // UNTDID 5189 95: discount; 7161 DL: delivery, ZZZ: agreed (a tip the business keeps)
        ...amounts.allowances.map(documentAmount(false, input.texts.voucher, '95')),
        ...amounts.deliveryCharges.map(documentAmount(true, input.texts.delivery, 'DL')),
        ...amounts.tipCharges.map(documentAmount(true, input.texts.tip, 'ZZZ')),
      ],
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': decimal(taxTotal),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': amounts.breakdown.map((line) => ({
            'cbc:TaxableAmount': decimal(line.net),
            'cbc:TaxableAmount@currencyID': currency,
            'cbc:TaxAmount': decimal(line.tax),
            'cbc:TaxAmount@currencyID': currency,
            'cac:TaxCategory': taxCategory(line.rate),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': decimal(lineTotal),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': decimal(lineTotal - allowanceTotal + chargeTotal),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': decimal(grossTotal),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:AllowanceTotalAmount': decimal(allowanceTotal),
        'cbc:AllowanceTotalAmount@currencyID': currency,
        'cbc:ChargeTotalAmount': decimal(chargeTotal),
        'cbc:ChargeTotalAmount@currencyID': currency,
        // the order is paid: the whole amount was paid before, nothing is left to pay
        'cbc:PrepaidAmount': decimal(grossTotal),
        'cbc:PrepaidAmount@currencyID': currency,
        'cbc:PayableAmount': decimal(0),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': amounts.lines.map((part, index) => {
        const line = input.lines[part.line];
        const quantity = line?.quantity ?? 1;
        // a price per unit where the net divides evenly, else the net per the whole quantity (BT-149)
        const perUnit = part.net % quantity === 0;
        return {
          'cbc:ID': String(index + 1),
          'cbc:InvoicedQuantity': String(quantity),
          'cbc:InvoicedQuantity@unitCode': 'C62',
          'cbc:LineExtensionAmount': decimal(part.net),
          'cbc:LineExtensionAmount@currencyID': currency,
          'cac:Item': { 'cbc:Name': line?.name ?? '', 'cac:ClassifiedTaxCategory': taxCategory(part.rate) },
          'cac:Price': {
            'cbc:PriceAmount': decimal(perUnit ? part.net / quantity : part.net),
            'cbc:PriceAmount@currencyID': currency,
            ...(perUnit ? {} : { 'cbc:BaseQuantity': String(quantity), 'cbc:BaseQuantity@unitCode': 'C62' }),
          },
        };
      }),
    },
  };
  return invoice as unknown as Invoice;
}

/** UNCL 5305: S standard rate; Z zero rated, where the owner has entered no rate. */
function taxCategory(rate: number) {
  return {
    'cbc:ID': rate > 0 ? 'S' : 'Z',
    'cbc:Percent': String(ratePercent(rate)),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}

function address(street: string, city: string, postalCode: string, country: string) {
  return {
    'cbc:StreetName': street,
    'cbc:CityName': city,
    'cbc:PostalZone': postalCode,
    'cac:Country': { 'cbc:IdentificationCode': country },
  };
}

/** Minor units of a two-decimal currency as the decimal the XML carries: 1234 → '12.34', −5 → '-0.05'. */
export function decimal(minor: number): string {
  const whole = Math.abs(minor);
  const cents = String(whole % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${Math.floor(whole / 100)}.${cents}`;
}
