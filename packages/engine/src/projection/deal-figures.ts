import type { KeyFigure } from '@strata/contracts';
import { getTaxYear } from '../tax';
import type { ClientFacts } from '../types';
import { parameterRow } from './tax-parameters';
import { money, usd } from './figure-words';

/**
 * Before a sale: the client's shares at the company's recent appraisal and at the buyer's offer.
 * The gap is what a transfer to heirs at the appraised value now (a GRAT, a sale to a grantor
 * trust) would carry out of the estate, and the estate tax on it at the top rate.
 */
export function dealFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const deal = facts.dealValues?.value;
  const share = facts.business?.value.ownershipPercent;
  if (!deal || share === undefined || deal.offer <= deal.appraisal) return [];
  const fraction = share / 100;
  const atAppraisal = deal.appraisal * fraction;
  const atOffer = deal.offer * fraction;
  const uplift = atOffer - atAppraisal;
  const law = getTaxYear(taxYear).federal.estate;
  const shareWords = `${+share.toFixed(2)}%`;
  const when =
    'If the shares moved to heirs (a GRAT, a sale to a grantor trust) at the appraised value before the deal, and the sale closes at the offer. Discounts for a minority or unmarketable interest would lower the transfer value further; the IRS may argue a deal already in view fixes the value, the more so the closer it is to signing.';
  const facts_ = [
    money('Appraisal (whole company)', deal.appraisal),
    money('Offer (whole company)', deal.offer),
  ];
  return [
    {
      key: 'deal-uplift',
      label: 'Growth in the client’s shares from the appraisal to the offer',
      value: uplift,
      unit: 'usd',
      appliesWhen: when,
      facts: facts_,
      parameters: [],
      arithmetic: `${shareWords} x (${usd(deal.offer)} - ${usd(deal.appraisal)}) = ${usd(atOffer)} - ${usd(atAppraisal)} = ${usd(uplift)}`,
    },
    {
      key: 'deal-uplift-estate-tax',
      label: 'Estate tax on that growth at the top rate, if it stayed in the estate',
      value: uplift * law.topRate.value,
      unit: 'usd',
      appliesWhen: `${when} At the top federal rate, for an estate above the exemption.`,
      facts: [money('Growth in the shares', uplift)],
      parameters: [
        parameterRow('Top federal estate tax rate', law.topRate, taxYear, {
          value: law.topRate.value * 100,
          unit: 'percent',
        }),
      ],
      arithmetic: `${law.topRate.value * 100}% x ${usd(uplift)} = ${usd(uplift * law.topRate.value)}`,
    },
  ];
}
